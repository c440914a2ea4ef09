import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

/**
 * Issue 22: an id is a number or decimal digits, nothing coerced into one. `true` was member 1 and `[5]` was 5; now
 * every route that takes an id answers them with 400 naming the field, and changes nothing.
 */
describe.each(databaseKinds())('ids in requests on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let other: { id: number };
  let conversationId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // The first member has id 1: what `true` used to name.
    const first = await givenMember(server.database.knex);
    other = await givenMember(server.database.knex);
    const member = await givenMember(server.database.knex, { credits: 100 });
    cookie = await sessionCookieFor(server.api, member);
    expect(first.id).toBe(1);
    conversationId = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: other.id })).body.chat.id;
  });
  afterAll(() => server.close());

  type Call = () => PromiseLike<{ status: number; body: { error?: string; field?: string } }>;
  const calls = (): [string, string, Call][] => [
    ['a profile id of true in the query', 'id', () => server.api.get('/api/profile.php').set('Cookie', cookie).query('id=true')],
    ['a profile id given twice in the query (an array)', 'id', () => server.api.get('/api/profile.php').set('Cookie', cookie).query(`id=${other.id}&id=${other.id}`)],
    ['a profile id of true in a body', 'profile_id', () => server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: true })],
    ['a profile id of [id] in a body', 'profile_id', () => server.api.post('/api/like.php').set('Cookie', cookie).send({ profile_id: [other.id] })],
    ['a conversation id of [id] in a body', 'conversation_id', () => server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: [conversationId], text: 'hoi' })],
    ['a conversation id with a sign in the query', 'conversation_id', () => server.api.get('/api/messages.php').set('Cookie', cookie).query({ conversation_id: `+${conversationId}` })],
    ['a conversation id of true to remove a chat', 'conversation_id', () => server.api.delete('/api/chat.php').set('Cookie', cookie).send({ conversation_id: true })],
    ['a reported profile of true', 'profile_id', () => server.api.post('/api/report.php').set('Cookie', cookie).send({ profile_id: true, reason: 'spam' })],
    ['a bundle id of [1] at checkout', 'bundle_id', () => server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: [1], method: 'ideal', consent: true })],
  ];

  it.each(calls().map(([name, field], index) => [name, field, index] as const))('answers %s with 400 naming %s', async (_name, field, index) => {
    const response = await calls()[index]![2]();
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field });
  });

  it('changes nothing on a refused id: no like, no message, no removed chat', async () => {
    const counts = async () =>
      Promise.all(['likes', 'messages', 'conversations', 'reports', 'payments'].map(async (table) => Number((await server.database.knex(table).count({ n: '*' }))[0]!.n)));
    const before = await counts();
    for (const [, , call] of calls()) await call();
    expect(await counts()).toEqual(before);
  });

  it('still takes an id as a number or as decimal digits', async () => {
    expect((await server.api.get('/api/profile.php').set('Cookie', cookie).query({ id: String(other.id) })).status).toBe(200);
    expect((await server.api.get('/api/messages.php').set('Cookie', cookie).query({ conversation_id: conversationId })).status).toBe(200);
    expect((await server.api.post('/api/like.php').set('Cookie', cookie).send({ profile_id: other.id })).status).toBe(201);
  });
});
