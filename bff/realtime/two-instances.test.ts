import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectLive } from '../../test/support/live-client';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { postgresOrSkip, redisUrlOrSkip } from '../../test/support/services';
import { freshDatabase } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import type { Database } from '../../adapters/postgres/database';
import { Redis } from 'ioredis';

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

  it('keeps delivering to sockets after Redis drops every subscriber connection (the bus reconnects and resubscribes)', async () => {
    const sender = await givenMember(database.knex, { credits: 30 });
    const receiver = await givenMember(database.knex);
    const senderCookie = await sessionCookieFor(one.api, sender);
    const live = await connectLive(two.url, await sessionCookieFor(two.api, receiver));
    const chat = (await one.api.post('/api/chat.php').set('Cookie', senderCookie).send({ profile_id: receiver.id })).body.chat;

    // What a restart of Redis does to the pub/sub side: every subscriber connection is gone at once (only this
    // test's install's, by their name: other test files share the Redis).
    const admin = new Redis(process.env.REDIS_URL!);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
      const ours = clients.filter((line) => / name=twoinstances-events /.test(line)).map((line) => /id=(\d+)/.exec(line)![1]!);
      expect(ours.length).toBeGreaterThan(0);
      for (const id of ours) await admin.call('CLIENT', 'KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    // Sent until one arrives: the first may fall in the moment before the resubscription; none is lost from the list.
    await vi.waitFor(
      async () => {
        await one.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: 'Na de herstart' }).expect(201);
        await live.next((e) => e.type === 'message', 500);
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(live.events.some((e) => e.type === 'message' && e.message.body === 'Na de herstart')).toBe(true);
    const list = await two.api.get('/api/messages.php').set('Cookie', await sessionCookieFor(two.api, receiver)).query({ conversation_id: chat.id });
    expect(list.body.conversation.messages.every((m: { body: string }) => m.body === 'Na de herstart')).toBe(true);
    live.close();
  });

  it('lets a member whose instance went away reconnect to the other and find what was sent meanwhile', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: 'twoinstances' };
    const three = await startTestServer('postgres', { database, env });
    const sender = await givenMember(database.knex, { credits: 30 });
    const receiver = await givenMember(database.knex);
    const senderCookie = await sessionCookieFor(one.api, sender);
    const receiverCookie = await sessionCookieFor(three.api, receiver);
    const onThree = await connectLive(three.url, receiverCookie);
    const chat = (await one.api.post('/api/chat.php').set('Cookie', senderCookie).send({ profile_id: receiver.id })).body.chat;

    await three.close();
    expect(await onThree.closed()).not.toBe(4001);
    await one.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: 'Terwijl je weg was' }).expect(201);

    // The browser reconnects to the instance that is left (live.ts), then resyncs the list and the conversation.
    const onTwo = await connectLive(two.url, receiverCookie);
    const chats = (await two.api.get('/api/chats.php').set('Cookie', receiverCookie)).body.chats as { id: number; num_unread_messages: number }[];
    expect(chats.find((c) => c.id === chat.id)?.num_unread_messages).toBe(1);
    await one.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: 'En nu live' }).expect(201);
    expect(await onTwo.next((e) => e.type === 'message')).toMatchObject({ message: { body: 'En nu live' } });
    onTwo.close();
  });
});
