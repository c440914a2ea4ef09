import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectLive } from '../../test/support/live-client';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { postgresOrSkip, redisUrlOrSkip } from '../../test/support/services';
import { freshDatabase } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import type { Database } from '../../adapters/postgres/database';

// Two bff instances on one PostgreSQL and one Redis, as behind a load balancer.
describe.runIf(postgresOrSkip('two bff instances') && redisUrlOrSkip('two bff instances'))('two bff instances on PostgreSQL and Redis', () => {
  let database: Database;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const env = { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: 'twoinstances' };
    one = await startTestServer('postgres', { database, env });
    two = await startTestServer('postgres', { database, env });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.close();
  });

  it('carries a message sent through instance 1 to a socket on instance 2', async () => {
    const sender = await givenMember(database.knex, { credits: 10 });
    const receiver = await givenMember(database.knex);
    const senderCookie = await sessionCookieFor(one.api, sender);
    const receiverCookie = await sessionCookieFor(two.api, receiver);
    const live = await connectLive(two.url, receiverCookie);

    const chat = (await one.api.post('/api/chat.php').set('Cookie', senderCookie).send({ profile_id: receiver.id })).body.chat;
    await one.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: 'Via Redis' }).expect(201);

    expect(await live.next((e) => e.type === 'message')).toMatchObject({ message: { body: 'Via Redis', sender_id: sender.id } });
    live.close();
  });

  it('carries a like and the match it makes through instance 1 to sockets on instance 2', async () => {
    const anna = await givenMember(database.knex);
    const bram = await givenMember(database.knex);
    const annaCookie = await sessionCookieFor(one.api, anna);
    const bramCookie = await sessionCookieFor(two.api, bram);
    const annaLive = await connectLive(two.url, annaCookie);
    const bramLive = await connectLive(two.url, bramCookie);

    await one.api.post('/api/like.php').set('Cookie', annaCookie).send({ profile_id: bram.id }).expect(201);
    expect(await bramLive.next((e) => (e.type as string) === 'like')).toEqual({ type: 'like', profile_id: anna.id });
    await one.api.post('/api/like.php').set('Cookie', bramCookie).send({ profile_id: anna.id }).expect(201);

    expect(await annaLive.next((e) => (e.type as string) === 'match')).toEqual({ type: 'match', profile_id: bram.id });
    expect(await bramLive.next((e) => (e.type as string) === 'match')).toEqual({ type: 'match', profile_id: anna.id });
    annaLive.close();
    bramLive.close();
  });

  it('shows a member connected to instance 2 as online through instance 1', async () => {
    const anna = await givenMember(database.knex);
    const bram = await givenMember(database.knex);
    const annaCookie = await sessionCookieFor(one.api, anna);
    const live = await connectLive(two.url, await sessionCookieFor(two.api, bram));

    await vi.waitFor(async () => expect((await one.api.get('/api/profile.php').query({ id: bram.id }).set('Cookie', annaCookie)).body.profile.online).toBe(true));
    live.close();
    await vi.waitFor(async () => expect((await one.api.get('/api/profile.php').query({ id: bram.id }).set('Cookie', annaCookie)).body.profile.online).toBe(false));
  });

  it('closes a socket on instance 2 when its session logs out through instance 1', async () => {
    const member = await givenMember(database.knex);
    const cookie = await sessionCookieFor(one.api, member);
    const live = await connectLive(two.url, cookie);
    await one.api.get('/api/logout.php').set('X-Requested-With', 'hartslag-web').set('Cookie', cookie).expect(200);
    expect(await live.closed()).toBe(4001);
  });
});
