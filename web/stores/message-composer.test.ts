import type { ApiChat } from '../../bff/contract/api-types';
import { MessageComposer } from './message-composer';
import { profile, testStore } from '../../test/support/web/test-store';

const chat: ApiChat = { id: 3, profile: profile({ id: 7 }), num_unread_messages: 0, last_message: null };
const sent = { id: 11, conversation_id: 3, sender_id: 5, body: 'Hoi Bram', sent_at: '2026-11-23T10:00:00.000Z', held: false };

function composerOn(routes: Parameters<typeof testStore>[0]) {
  const { store, server } = testStore(routes, { chats: [chat] });
  store.chats.open(3, []);
  return { store, server, composer: new MessageComposer(store.endpoints, store.chats, store.session) };
}

describe('the message composer', () => {
  it('sends the trimmed text with a key of its own, shows the message and takes the balance of the answer', async () => {
    const { store, server, composer } = composerOn({ 'POST /api/messages.php': [{ status: 503 }, { status: 201, body: { message: sent, credits: 30 } }] });
    composer.write('  Hoi Bram  ');

    await composer.send(3);

    expect(server.calls.map((call) => call.body)).toEqual([
      { conversation_id: 3, text: 'Hoi Bram' },
      { conversation_id: 3, text: 'Hoi Bram' },
    ]);
    expect(server.calls[1]!.headers['Idempotency-Key']).toBe(server.calls[0]!.headers['Idempotency-Key']);
    expect(store.chats.messages).toEqual([sent]);
    expect(store.session.user?.credits).toBe(30);
    expect(composer.text).toBe('');
  });

  it('shows the message at once, and keeps it on the conversation, said not sent, when the credits do not reach', async () => {
    const { store, composer } = composerOn({ 'POST /api/messages.php': { status: 402, body: { error: 'insufficient_credits' } } });
    composer.write('Hoi');

    const sending = composer.send(3);
    expect(store.chats.openOutgoing).toMatchObject([{ body: 'Hoi', state: 'sending' }]);
    expect(composer.text).toBe('');
    await sending;

    expect(composer.form.problem).toEqual({ code: 'insufficient_credits', action: 'sendMessage' });
    expect(store.chats.openOutgoing).toMatchObject([{ body: 'Hoi', state: 'failed', problem: { code: 'insufficient_credits' } }]);
    expect(store.chats.messages).toEqual([]);
  });

  it('sends a message that was not sent (no connection, after the retries) again: the server\'s message takes its place', async () => {
    const { store, server, composer } = composerOn({ 'POST /api/messages.php': [...Array.from({ length: 6 }, () => new Error('offline')), { status: 201, body: { message: sent, credits: 30 } }] });
    composer.write('Hoi Bram');
    await composer.send(3);
    const [unsent] = store.chats.openOutgoing;
    expect(unsent).toMatchObject({ body: 'Hoi Bram', state: 'failed' });

    await composer.retry(unsent!.key);

    expect(server.to('POST', '/api/messages.php').at(-1)!.body).toEqual({ conversation_id: 3, text: 'Hoi Bram' });
    expect(store.chats.openOutgoing).toEqual([]);
    expect(store.chats.messages).toEqual([sent]);
    expect(store.session.user?.credits).toBe(30);
  });

  it('tries a message whose answer was lost again with the Idempotency-Key of its first try: the server answers a stored one without charging again', async () => {
    const { store, server, composer } = composerOn({ 'POST /api/messages.php': [...Array.from({ length: 6 }, () => new Error('answer lost')), { status: 201, body: { message: sent, credits: 30 } }] });
    composer.write('Hoi Bram');
    await composer.send(3);
    const firstKeys = new Set(server.to('POST', '/api/messages.php').map((call) => call.headers['Idempotency-Key']));
    expect(firstKeys.size).toBe(1);

    await composer.retry(store.chats.openOutgoing[0]!.key);

    const calls = server.to('POST', '/api/messages.php');
    expect(calls).toHaveLength(7);
    expect(calls.at(-1)!.headers['Idempotency-Key']).toBe([...firstKeys][0]);
    expect(store.chats.messages).toEqual([sent]);
  });

  it('tries a message the server refused (out of credits) again with a new key: the first one would only bring the refusal back', async () => {
    const { store, server, composer } = composerOn({
      'POST /api/messages.php': [{ status: 402, body: { error: 'insufficient_credits' } }, { status: 201, body: { message: sent, credits: 30 } }],
    });
    composer.write('Hoi Bram');
    await composer.send(3);

    await composer.retry(store.chats.openOutgoing[0]!.key);

    const [first, second] = server.to('POST', '/api/messages.php').map((call) => call.headers['Idempotency-Key']);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(store.chats.messages).toEqual([sent]);
  });

  it('keeps the key of a try still at work at the server (409 after the retries) for her next try', async () => {
    const { store, server, composer } = composerOn({ 'POST /api/messages.php': [...Array.from({ length: 6 }, () => ({ status: 409, body: { error: 'request_in_progress' } })), { status: 201, body: { message: sent, credits: 30 } }] });
    composer.write('Hoi Bram');
    await composer.send(3);
    expect(store.chats.openOutgoing).toMatchObject([{ state: 'failed' }]);

    await composer.retry(store.chats.openOutgoing[0]!.key);

    const keys = new Set(server.to('POST', '/api/messages.php').map((call) => call.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
  });

  it('removes a message that was not sent when she says so', async () => {
    const { store, composer } = composerOn({ 'POST /api/messages.php': { status: 402, body: { error: 'insufficient_credits' } } });
    composer.write('Hoi');
    await composer.send(3);

    composer.remove(store.chats.openOutgoing[0]!.key);

    expect(store.chats.openOutgoing).toEqual([]);
    expect(composer.form.problem).toBeNull();
  });

  it('sends nothing without text', async () => {
    const { server, composer } = composerOn({});
    composer.write('   ');

    await composer.send(3);

    expect(composer.canSend).toBe(false);
    expect(server.calls).toEqual([]);
  });
});
