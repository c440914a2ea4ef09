import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';

describe.each(databaseKinds())('chats.php, chat.php and messages.php on %s', (kind) => {
  let server: TestServer;
  let sender: GivenMember;
  let receiver: GivenMember;
  let outsider: GivenMember;
  let senderCookie: string;
  let receiverCookie: string;
  let outsiderCookie: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const knex = server.database.knex;
    sender = await givenMember(knex, { name: 'Sem', credits: 25 });
    receiver = await givenMember(knex, { name: 'Roos' });
    outsider = await givenMember(knex, { name: 'Olaf' });
    [senderCookie, receiverCookie, outsiderCookie] = await Promise.all([sender, receiver, outsider].map((m) => sessionCookieFor(server.api, m)));
  });
  afterAll(() => server.close());

  const open = async (cookie: string, profileId: number) => server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: profileId });

  it('opens one conversation per pair and lists it for both members', async () => {
    const first = await open(senderCookie, receiver.id);
    expect(first.status).toBe(200);
    const again = await open(senderCookie, receiver.id);
    const fromOtherSide = await open(receiverCookie, sender.id);
    expect(again.body.chat.id).toBe(first.body.chat.id);
    expect(fromOtherSide.body.chat.id).toBe(first.body.chat.id);
  });

  it('sends a message for message_credits, which the receiver sees as unread until they open it', async () => {
    const chat = (await open(senderCookie, receiver.id)).body.chat;
    const sent = await server.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: '  Hoi Roos!  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: { body: 'Hoi Roos!', sender_id: sender.id, conversation_id: chat.id, held: false }, credits: 15 });

    const list = await server.api.get('/api/chats.php').set('Cookie', receiverCookie);
    expect(list.status).toBe(200);
    expect(list.body.chats).toHaveLength(1);
    expect(list.body.chats[0]).toMatchObject({ id: chat.id, num_unread_messages: 1, profile: { id: sender.id, name: 'Sem' }, last_message: { body: 'Hoi Roos!', from_me: false } });
    // Of the other member the list carries what it shows, not her whole profile.
    expect(Object.keys(list.body.chats[0].profile).sort()).toEqual(['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'region']);

    const read = await server.api.get('/api/messages.php').query({ conversation_id: chat.id }).set('Cookie', receiverCookie);
    expect(read.status).toBe(200);
    expect(read.body.conversation.messages.map((m: { body: string }) => m.body)).toEqual(['Hoi Roos!']);
    expect(read.body.conversation.profile).toMatchObject({ id: sender.id });
    const after = await server.api.get('/api/chats.php').set('Cookie', receiverCookie);
    expect(after.body.chats[0].num_unread_messages).toBe(0);
  });

  it('refuses a send without enough credits with insufficient_credits and changes nothing', async () => {
    const poor = await givenMember(server.database.knex, { credits: 5 });
    const cookie = await sessionCookieFor(server.api, poor);
    const chat = (await open(cookie, receiver.id)).body.chat;
    const response = await server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: chat.id, text: 'Hallo' });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ error: 'insufficient_credits' });
    const user = await server.api.get('/api/user.php').set('Cookie', cookie);
    expect(user.body.user.credits).toBe(5);
    const messages = await server.api.get('/api/messages.php').query({ conversation_id: chat.id }).set('Cookie', cookie);
    expect(messages.body.conversation.messages).toEqual([]);
  });

  it("never shows or accepts another member's conversation", async () => {
    const chat = (await open(senderCookie, receiver.id)).body.chat;
    const read = await server.api.get('/api/messages.php').query({ conversation_id: chat.id }).set('Cookie', outsiderCookie);
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain('Hoi');
    const send = await server.api.post('/api/messages.php').set('Cookie', outsiderCookie).send({ conversation_id: chat.id, text: 'Ik lees mee' });
    expect(send.status).toBe(404);
    const list = await server.api.get('/api/chats.php').set('Cookie', outsiderCookie);
    expect(list.body.chats).toEqual([]);
  });

  it('answers anonymous calls with 403 authentication required', async () => {
    for (const response of [
      await server.api.get('/api/chats.php'),
      await server.api.post('/api/chat.php').send({ profile_id: receiver.id }),
      await server.api.get('/api/messages.php').query({ conversation_id: 1 }),
      await server.api.post('/api/messages.php').send({ conversation_id: 1, text: 'x' }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    }
  });

  it('answers bad input with 400 naming the field', async () => {
    expect((await server.api.post('/api/chat.php').set('Cookie', senderCookie).send({ profile_id: 'x' })).body).toMatchObject({ error: 'invalid_input', field: 'profile_id' });
    expect((await server.api.post('/api/chat.php').set('Cookie', senderCookie).send({ profile_id: sender.id })).body).toMatchObject({ field: 'profile_id' });
    expect((await server.api.get('/api/messages.php').query({ conversation_id: -1 }).set('Cookie', senderCookie)).body).toMatchObject({ field: 'conversation_id' });
    const chat = (await open(senderCookie, receiver.id)).body.chat;
    const empty = await server.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'text' });
    const long = await server.api.post('/api/messages.php').set('Cookie', senderCookie).send({ conversation_id: chat.id, text: 'x'.repeat(1001) });
    expect(long.body).toMatchObject({ field: 'text' });
  });

  it('lets a free member have two conversations and refuses a third with conversation_limit', async () => {
    const free = await givenMember(server.database.knex, { credits: 100 });
    const cookie = await sessionCookieFor(server.api, free);
    for (const other of [sender, receiver]) {
      const chat = await open(cookie, other.id);
      expect(chat.status).toBe(200);
      expect((await server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: chat.body.chat.id, text: 'Hoi!' })).status).toBe(201);
    }
    const third = await open(cookie, outsider.id);
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ error: 'conversation_limit' });
  });

  it('counts a conversation from its first message: opening chats without writing uses none of the two', async () => {
    const free = await givenMember(server.database.knex, { credits: 100 });
    const cookie = await sessionCookieFor(server.api, free);
    const opened = [];
    for (const other of [sender, receiver, outsider]) opened.push((await open(cookie, other.id)).body.chat.id as number);
    expect(opened).toHaveLength(3);
    expect((await server.api.get('/api/chats.php').set('Cookie', cookie)).body.chats).toEqual([]);
    const write = (id: number) => server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: id, text: 'Hoi!' });
    expect((await write(opened[0]!)).status).toBe(201);
    expect((await write(opened[1]!)).status).toBe(201);
    const third = await write(opened[2]!);
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ error: 'conversation_limit' });
    expect((await server.api.get('/api/chats.php').set('Cookie', cookie)).body.chats).toHaveLength(2);
  });

  it('POST /api/read.php reads the conversation she has open, and refuses another member’s, bad input and visitors', async () => {
    const writer = await givenMember(server.database.knex, { credits: 100 });
    const reader = await givenMember(server.database.knex);
    const [writerCookie, readerCookie] = await Promise.all([sessionCookieFor(server.api, writer), sessionCookieFor(server.api, reader)]);
    const chat = (await open(writerCookie, reader.id)).body.chat.id as number;
    await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, text: 'Hoi!' });
    const unread = async () => (await server.api.get('/api/chats.php').set('Cookie', readerCookie)).body.chats[0].num_unread_messages as number;
    expect(await unread()).toBe(1);

    expect((await server.api.post('/api/read.php').set('Cookie', outsiderCookie).send({ conversation_id: chat })).status).toBe(404);
    expect((await server.api.post('/api/read.php').set('Cookie', readerCookie).send({ conversation_id: 'x' })).body.field).toBe('conversation_id');
    expect((await server.api.post('/api/read.php').send({ conversation_id: chat })).status).toBe(403);
    expect(await unread()).toBe(1);

    expect((await server.api.post('/api/read.php').set('Cookie', readerCookie).send({ conversation_id: chat })).status).toBe(200);
    expect(await unread()).toBe(0);
    const seen = (await server.api.get('/api/messages.php').set('Cookie', writerCookie).query({ conversation_id: chat })).body.conversation;
    expect(seen.read_up_to).toBe(seen.messages[0].id);
  });

  it('DELETE /api/chat.php removes a chat from her list only, and refuses another member’s chat with 404 and bad input with 400', async () => {
    const writer = await givenMember(server.database.knex, { credits: 100 });
    const reader = await givenMember(server.database.knex);
    const [writerCookie, readerCookie] = await Promise.all([sessionCookieFor(server.api, writer), sessionCookieFor(server.api, reader)]);
    const chat = (await open(writerCookie, reader.id)).body.chat.id as number;
    await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, text: 'Hoi!' });

    expect((await server.api.delete('/api/chat.php').set('Cookie', outsiderCookie).query({ conversation_id: chat })).status).toBe(404);
    const bad = await server.api.delete('/api/chat.php').set('Cookie', readerCookie).query({ conversation_id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('conversation_id');
    expect((await server.api.delete('/api/chat.php').set('Cookie', readerCookie).send({})).body.field).toBe('conversation_id');
    expect((await server.api.delete('/api/chat.php')).status).toBe(403);

    const removed = await server.api.delete('/api/chat.php').set('Cookie', readerCookie).send({ conversation_id: chat });
    expect(removed.status).toBe(200);
    expect((await server.api.get('/api/chats.php').set('Cookie', readerCookie)).body.chats).toEqual([]);
    expect((await server.api.get('/api/chats.php').set('Cookie', writerCookie)).body.chats).toHaveLength(1);
    const reading = await server.api.get('/api/messages.php').set('Cookie', readerCookie).query({ conversation_id: chat });
    expect(reading.body.conversation.messages).toEqual([]);
    // By profile: every conversation with that profile.
    await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, text: 'Nog een' });
    expect((await server.api.get('/api/chats.php').set('Cookie', readerCookie)).body.chats).toHaveLength(1);
    expect((await server.api.delete('/api/chat.php').set('Cookie', readerCookie).query({ profile_id: writer.id })).status).toBe(200);
    expect((await server.api.get('/api/chats.php').set('Cookie', readerCookie)).body.chats).toEqual([]);
  });

  it('lets a burst of messages through, then answers 429 with Retry-After', async () => {
    const chatty = await givenMember(server.database.knex, { credits: 500 });
    const cookie = await sessionCookieFor(server.api, chatty);
    const chat = (await open(cookie, receiver.id)).body.chat;
    const statuses: number[] = [];
    let refused: { body: unknown; headers: Record<string, string> } | undefined;
    for (let i = 0; i < 9; i++) {
      const response = await server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: chat.id, text: `snel ${i}` });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    // The 10-second window starts at the first message: 8 fit (message_burst_per_10_seconds), the 9th is refused.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
    expect(refused?.body).toMatchObject({ error: 'rate_limited', retry_after: expect.any(Number) });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await server.database.knex('messages').where('sender_id', chatty.id).count({ n: '*' }).first();
    expect(Number(stored?.n)).toBe(8);
  });
});
