import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { connectLive } from '../../test/support/live-client';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databaseKinds())('the /live WebSocket on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('refuses a socket without a session, with a forged session, or from another origin', async () => {
    await expect(connectLive(server.url, undefined)).rejects.toThrow(/403/);
    await expect(connectLive(server.url, 'hs_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).rejects.toThrow(/403/);
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    await expect(connectLive(server.url, cookie, { Origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it('delivers a message to the receiver and the new balance to the sender, and nothing to anyone else', async () => {
    const knex = server.database.knex;
    const sender = await givenMember(knex, { credits: 30 });
    const receiver = await givenMember(knex);
    const outsider = await givenMember(knex);
    const [senderCookie, receiverCookie, outsiderCookie] = await Promise.all([sender, receiver, outsider].map((m) => sessionCookieFor(server.api, m)));
    const [senderLive, receiverLive, outsiderLive] = await Promise.all([senderCookie, receiverCookie, outsiderCookie].map((c) => connectLive(server.url, c)));

    const chat = (await server.api.post('/api/chat.php').set('Cookie', senderCookie).send({ profile_id: receiver.id })).body.chat;
    await server.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: 'Live!' }).expect(201);

    const arrived = await receiverLive.next((e) => e.type === 'message');
    expect(arrived).toMatchObject({ type: 'message', message: { body: 'Live!', sender_id: sender.id, conversation_id: chat.id } });
    expect(await senderLive.next((e) => e.type === 'credits')).toEqual({ type: 'credits', credits: 20 });
    // A message of his own reaches the outsider after the one he must not see: it is the first thing he hears.
    const own = (await server.api.post('/api/chat.php').set('Cookie', senderCookie).send({ profile_id: outsider.id })).body.chat;
    await server.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: own.id, text: 'Voor jou' }).expect(201);
    await outsiderLive.next((e) => e.type === 'message');
    expect(outsiderLive.events).toMatchObject([{ type: 'message', message: { body: 'Voor jou' } }]);
    for (const live of [senderLive, receiverLive, outsiderLive]) live.close();
  });

  it('tells the other member of a conversation that she is typing, throttled, and nobody else, and ignores other frames', async () => {
    const knex = server.database.knex;
    const writer = await givenMember(knex, { credits: 30 });
    const reader = await givenMember(knex);
    const outsider = await givenMember(knex);
    const [writerCookie, readerCookie, outsiderCookie] = await Promise.all([writer, reader, outsider].map((m) => sessionCookieFor(server.api, m)));
    const [writerLive, readerLive, outsiderLive] = await Promise.all([writerCookie, readerCookie, outsiderCookie].map((c) => connectLive(server.url, c)));
    const chat = (await server.api.post('/api/chat.php').set('Cookie', writerCookie).send({ profile_id: reader.id })).body.chat;

    outsiderLive.send({ type: 'typing', conversation_id: chat.id });
    outsiderLive.send('not json');
    outsiderLive.send({ type: 'message', conversation_id: chat.id, text: 'forged' });
    writerLive.send({ type: 'typing', conversation_id: chat.id });
    writerLive.send({ type: 'typing', conversation_id: chat.id });
    expect(await readerLive.next((e) => e.type === 'typing')).toEqual({ type: 'typing', conversation_id: chat.id, member_id: writer.id });
    // A message after it proves the order: one typing event (throttled), nothing from the outsider.
    await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat.id, text: 'Daar ben ik' }).expect(201);
    await readerLive.next((e) => e.type === 'message');
    expect(readerLive.events.map((e) => e.type)).toEqual(['typing', 'message']);
    expect(writerLive.events.some((e) => e.type === 'typing')).toBe(false);
    for (const live of [writerLive, readerLive, outsiderLive]) live.close();
  });

  it('closes the socket when its session logs out', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const live = await connectLive(server.url, cookie);
    await server.api.get('/api/logout.php').set('X-Requested-With', 'hartslag-web').set('Cookie', cookie).expect(200);
    expect(await live.closed()).toBe(4001);
  });
});

describe('deleting an account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('closes the member’s open sockets', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const live = await connectLive(server.url, cookie);
    await server.api.post('/api/delete-account.php').set('Cookie', cookie).send({ password: member.password, reason: 'other' }).expect(200);
    expect(await live.closed()).toBe(4001);
  });
});

describe('changing the password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('closes the sockets of the other sessions and keeps the one that changed it', async () => {
    const member = await givenMember(server.database.knex);
    const here = await sessionCookieFor(server.api, member);
    const elsewhere = await sessionCookieFor(server.api, member);
    const [liveHere, liveElsewhere] = await Promise.all([connectLive(server.url, here), connectLive(server.url, elsewhere)]);
    await server.api.put('/api/password.php').set('Cookie', here).send({ current_password: member.password, password: 'een ander lang wachtwoord' }).expect(200);
    expect(await liveElsewhere.closed()).toBe(4001);
    // The socket of the session that changed it still hears what comes next.
    const friend = await givenMember(server.database.knex, { credits: 20 });
    const friendCookie = await sessionCookieFor(server.api, friend);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', friendCookie).send({ profile_id: member.id })).body.chat;
    await server.api.post('/api/messages.php').set('Cookie', friendCookie).send({ conversation_id: chat.id, text: 'Nog daar?' }).expect(201);
    expect(await liveHere.next((e) => e.type === 'message')).toMatchObject({ message: { body: 'Nog daar?' } });
    liveHere.close();
  });
});
