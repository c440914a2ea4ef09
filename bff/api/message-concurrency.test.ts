import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_DOMAIN } from '../../adapters/postgres/postgres-site-settings';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { postgresOrSkip } from '../../test/support/services';

// PGlite has one connection and serialises everything, so only real PostgreSQL can show a race.
describe.runIf(postgresOrSkip('50 simultaneous sends on PostgreSQL'))('50 simultaneous sends on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    // The race is the point here, not the send rate limit: lift it before the first request reads the settings.
    await server.settings.set(ANY_DOMAIN, 'message_burst_per_10_seconds', 1000);
  });
  afterAll(() => server.close());

  it('lets exactly as many through as the credits pay for; the balance is 0 and equals the ledger sum', async () => {
    const knex = server.database.knex;
    const sender = await givenMember(knex, { credits: 100 });
    const receiver = await givenMember(knex);
    const cookie = await sessionCookieFor(server.api, sender);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: receiver.id })).body.chat;

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: chat.id, text: `bericht ${i}` })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);

    const member = await knex('members').where('id', sender.id).first('credits');
    const ledger = await knex('credit_ledger').where('member_id', sender.id).sum({ total: 'amount' }).first();
    const messages = await knex('messages').where('sender_id', sender.id).count({ n: '*' }).first();
    expect(member.credits).toBe(0);
    expect(Number(ledger?.total)).toBe(0);
    expect(Number(messages?.n)).toBe(10);
  });
  it('lets a free member start exactly her two conversations when she writes the first message of five at once', async () => {
    const knex = server.database.knex;
    const sender = await givenMember(knex, { credits: 100 });
    const cookie = await sessionCookieFor(server.api, sender);
    const chats = [];
    for (let i = 0; i < 5; i += 1) {
      const receiver = await givenMember(knex);
      chats.push((await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: receiver.id })).body.chat.id as number);
    }

    const responses = await Promise.all(chats.map((id) => server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: id, text: 'Hoi!' })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(responses.filter((r) => r.status !== 201).map((r) => r.body.error)).toEqual(['conversation_limit', 'conversation_limit', 'conversation_limit']);

    const started = await knex('messages').where('sender_id', sender.id).countDistinct({ n: 'conversation_id' }).first();
    const member = await knex('members').where('id', sender.id).first('credits');
    const ledger = await knex('credit_ledger').where('member_id', sender.id).sum({ total: 'amount' }).first();
    expect(Number(started?.n)).toBe(2);
    expect(member.credits).toBe(80);
    expect(Number(ledger?.total)).toBe(80);
  });
});
