import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';

describe.each(databaseKinds())('Idempotency-Key on calls that spend or send, on %s', (kind) => {
  let server: TestServer;
  let sender: GivenMember;
  let cookie: string;
  let conversationId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.settings.set('*', 'message_burst_per_10_seconds', 1000);
    sender = await givenMember(server.database.knex, { credits: 100 });
    const receiver = await givenMember(server.database.knex);
    cookie = await sessionCookieFor(server.api, sender);
    conversationId = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: receiver.id })).body.chat.id;
  });
  afterAll(() => server.close());

  const send = (key: string | undefined, text = 'Hoi, nog één keer?') => {
    const request = server.api.post('/api/messages.php').set('Cookie', cookie);
    if (key !== undefined) request.set('Idempotency-Key', key);
    return request.send({ conversation_id: conversationId, text });
  };
  const account = async () => {
    const knex = server.database.knex;
    const member = await knex('members').where('id', sender.id).first('credits');
    const ledger = await knex('credit_ledger').where('member_id', sender.id).sum({ total: 'amount' }).first();
    const messages = await knex('messages').where('sender_id', sender.id).count({ n: '*' }).first();
    return { credits: Number(member.credits), ledger: Number(ledger?.total), messages: Number(messages?.n) };
  };

  it('sends and debits once for the same key sent 10 times at once; every answer is the same message', async () => {
    const before = await account();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(key)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const after = await account();
    expect(after.messages).toBe(before.messages + 1);
    expect(after.credits).toBe(before.credits - 10);
    expect(after.ledger).toBe(after.credits);
    const ids = new Set(responses.filter((r) => r.status === 201).map((r) => r.body.message.id));
    expect(ids.size).toBe(1);
  });

  it('replays the first answer to a retry after the answer was lost: one message stored, charged once', async () => {
    const start = await account();
    const key = randomUUID();
    const first = await send(key);
    const before = await account();
    expect(before).toEqual({ credits: start.credits - 10, ledger: start.ledger - 10, messages: start.messages + 1 });
    // Her "Opnieuw proberen" on the message whose answer never arrived: the same key (web/stores/message-composer.ts).
    const retry = await send(key);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await account()).toEqual(before);
    const conversation = await server.api.get('/api/messages.php').query({ conversation_id: conversationId }).set('Cookie', cookie);
    expect(conversation.body.conversation.messages.filter((m: { id: number }) => m.id === first.body.message.id)).toHaveLength(1);
  });

  it('replays a refusal too: the same key cannot buy a second try', async () => {
    const poor = await givenMember(server.database.knex, { credits: 0 });
    const poorCookie = await sessionCookieFor(server.api, poor);
    const other = await givenMember(server.database.knex);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', poorCookie).send({ profile_id: other.id })).body.chat.id;
    const key = randomUUID();
    const refused = await server.api.post('/api/messages.php').set('Cookie', poorCookie).set('Idempotency-Key', key).send({ conversation_id: chat, text: 'Hoi' });
    expect(refused.status).toBe(402);
    const again = await server.api.post('/api/messages.php').set('Cookie', poorCookie).set('Idempotency-Key', key).send({ conversation_id: chat, text: 'Hoi' });
    expect(again.status).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the key with another call (422) and a malformed key (400 naming the header), changing nothing', async () => {
    const key = randomUUID();
    await send(key, 'eerste');
    const before = await account();
    const other = await send(key, 'tweede');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: 'idempotency_key_reused', field: 'Idempotency-Key' });
    const malformed = await send('kort');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'invalid_input', field: 'Idempotency-Key' });
    expect(await account()).toEqual(before);
  });

  it('keeps keys per member: another member\'s key of the same value is his own', async () => {
    const key = randomUUID();
    await send(key);
    const other = await givenMember(server.database.knex, { credits: 20 });
    const otherCookie = await sessionCookieFor(server.api, other);
    const friend = await givenMember(server.database.knex);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', otherCookie).send({ profile_id: friend.id })).body.chat.id;
    const theirs = await server.api.post('/api/messages.php').set('Cookie', otherCookie).set('Idempotency-Key', key).send({ conversation_id: chat, text: 'Hoi, nog één keer?' });
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.message.sender_id).toBe(other.id);
  });

  it('answers an anonymous call with the 403 of SPEC §8, key or not', async () => {
    const response = await server.api.post('/api/messages.php').set('Idempotency-Key', randomUUID()).send({ conversation_id: conversationId, text: 'Hoi' });
    expect(response.status).toBe(403);
  });
});
