import { ENDPOINTS } from '../../bff/contract/endpoints';
import { ApiClient } from './client';

interface Call {
  readonly url: string;
  readonly init: RequestInit;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers from a script, one entry per call: a Response, an Error to throw, or 'hang' until aborted. */
function scriptedFetch(script: (Response | Error | 'hang')[]) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = script.shift() ?? json(200, {});
    if (next === 'hang') {
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function clientWith(script: (Response | Error | 'hang')[], random = () => 0.5) {
  const { fetch, calls } = scriptedFetch(script);
  const delays: number[] = [];
  const lost: string[] = [];
  const client = new ApiClient({
    fetch,
    random,
    attemptTimeoutMs: 20,
    sleep: async (ms) => {
      delays.push(ms);
    },
    onAuthenticationLost: () => lost.push('lost'),
  });
  return { client, calls, delays, lost };
}

const header = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name];

describe('the API client', () => {
  it('retries a POST with its idempotency key after a network failure, sending the same key every time', async () => {
    const { client, calls } = clientWith([new TypeError('network down'), json(502, {}), json(201, { message: { id: 1 } })]);

    const result = await client.post('/api/messages.php', { text: 'Hoi' }, { idempotencyKey: 'key-of-this-message-0001' });

    expect(result).toMatchObject({ ok: true, status: 201 });
    expect(calls).toHaveLength(3);
    expect(calls.map((call) => header(call, 'Idempotency-Key'))).toEqual(Array(3).fill('key-of-this-message-0001'));
  });

  it('never retries a POST without a key: a lost answer may hide credits spent', async () => {
    const { client, calls } = clientWith([new TypeError('network down')]);

    await expect(client.post('/api/delete-account.php', {})).rejects.toThrow('network down');
    expect(calls).toHaveLength(1);
    const failed = clientWith([json(500, {})]);
    expect(await failed.client.post('/api/reactivate.php', {})).toMatchObject({ ok: false, status: 500 });
    expect(failed.calls).toHaveLength(1);
  });

  it('gives up an attempt that hangs and tries again', async () => {
    const { client, calls } = clientWith(['hang', json(200, { chats: [] })]);

    expect(await client.get('/api/chats.php')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('waits for a key still at work (409) and takes the answer of the first try', async () => {
    const { client, calls } = clientWith([json(409, { error: 'request_in_progress' }), json(201, { message: { id: 7 } })]);

    expect(await client.post('/api/messages.php', {}, { idempotencyKey: 'key-of-this-message-0002' })).toMatchObject({ ok: true, data: { message: { id: 7 } } });
    expect(calls).toHaveLength(2);
  });

  it('tries 1 + 5 times with exponential delays under full jitter, then gives the last answer', async () => {
    const { client, calls, delays } = clientWith(Array.from({ length: 6 }, () => json(503, {})), () => 0.999);

    expect(await client.get('/api/chats.php')).toMatchObject({ ok: false, status: 503 });
    expect(calls).toHaveLength(6);
    expect(delays).toEqual([250, 500, 999, 1998, 3996]);
    const jittered = clientWith(Array.from({ length: 3 }, () => json(503, {})), () => 0.1);
    await jittered.client.get('/api/chats.php');
    expect(jittered.delays).toEqual([25, 50, 100]);
  });

  it('logs out on the 403 of SPEC §8 for every URL but the user endpoint, resolving false', async () => {
    const others = Object.values(ENDPOINTS).filter((spec) => !spec.path.startsWith('/api/user.php'));
    expect(others.length).toBeGreaterThan(20);
    for (const spec of others) {
      const away = clientWith([json(403, { error: 'authentication required' })]);
      expect(await away.client.request(spec.method, spec.path), `${spec.method} ${spec.path}`).toBe(false);
      expect(away.lost).toEqual(['lost']);
      expect(away.calls).toHaveLength(1);
    }
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const own = clientWith([json(403, { error: 'authentication required' })]);
      expect(await own.client.request(method, '/api/user.php', method === 'GET' ? undefined : {})).toMatchObject({ ok: false, status: 403 });
      expect(own.lost).toEqual([]);
    }
  });

  it('keeps a 403 that is not the lost session an answer: the member stays logged in', async () => {
    const { client, lost } = clientWith([json(403, { error: 'conversation_limit' })]);

    expect(await client.post('/api/chat.php', { profile_id: 7 })).toMatchObject({ ok: false, status: 403, error: { error: 'conversation_limit' } });
    expect(lost).toEqual([]);
  });

  it('retries a keyed POST 5 times at most, then gives the last answer', async () => {
    const { client, calls, delays } = clientWith(Array.from({ length: 7 }, () => json(502, {})), () => 0.999);

    expect(await client.post('/api/messages.php', { text: 'Hoi' }, { idempotencyKey: 'key-of-this-message-0003' })).toMatchObject({ ok: false, status: 502 });
    expect(calls).toHaveLength(6);
    expect(delays).toEqual([250, 500, 999, 1998, 3996]);
  });

  it('sends a multipart body as it is, for the browser to set its boundary', async () => {
    const { client, calls } = clientWith([json(201, { photo: { id: 1 } })]);
    const form = new FormData();
    form.append('photo', new Blob(['jpeg'], { type: 'image/jpeg' }), 'me.jpg');

    await client.request('POST', '/api/photo.php', form, { idempotencyKey: 'key-of-this-upload-0001' });

    expect(calls[0]!.init.body).toBe(form);
    expect(header(calls[0]!, 'Content-Type')).toBeUndefined();
    expect(header(calls[0]!, 'X-Requested-With')).toBe('hartslag-web');
  });
});
