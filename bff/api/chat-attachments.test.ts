import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

/** Gifts and photos in a conversation (issue 11): through the ledger, shown in the conversation. */
describe.each(databaseKinds())('gifts and photos in a conversation on %s', (kind) => {
  let server: TestServer;
  let mediaDir: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'hartslag-chat-media-'));
    server = await startTestServer(kind, { config: { mediaDir } });
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await server.close();
    await rm(mediaDir, { recursive: true, force: true });
    await rm(`${mediaDir}-private`, { recursive: true, force: true });
  });

  /** A writer with `credits`, and the conversation she opened with a reader. */
  const chatOf = async (credits: number) => {
    const knex = server.database.knex;
    const [writer, reader] = [await givenMember(knex, { credits }), await givenMember(knex)];
    const [writerCookie, readerCookie] = await Promise.all([sessionCookieFor(server.api, writer), sessionCookieFor(server.api, reader)]);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', writerCookie).send({ profile_id: reader.id })).body.chat.id as number;
    return { writer, reader, writerCookie, readerCookie, chat };
  };
  /** A member's stored files, public and private (chat photos are private: decision 0043). */
  const filesOf = async (memberId: number) => [
    ...(await readdir(path.join(mediaDir, 'photos', String(memberId))).catch(() => [])),
    ...(await readdir(path.join(`${mediaDir}-private`, String(memberId))).catch(() => [])),
  ];
  const postPhoto = (cookie: string, fields: Record<string, string>, bytes = jpeg) => {
    const request = server.api.post('/api/chat-photo.php').set('Cookie', cookie);
    for (const [name, value] of Object.entries(fields)) void request.field(name, value);
    return request.attach('photo', bytes, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  };

  it('sends a gift for gift_credits, which the reader sees in the conversation', async () => {
    const { readerCookie, writerCookie, chat } = await chatOf(100);
    const sent = await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, gift_id: 'rose' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: { attachment: { kind: 'gift', gift: 'rose' }, body: '' }, credits: 70 });
    const seen = (await server.api.get('/api/messages.php').set('Cookie', readerCookie).query({ conversation_id: chat })).body.conversation;
    expect(seen.messages).toMatchObject([{ attachment: { kind: 'gift', gift: 'rose' } }]);
  });

  it('refuses an unknown gift and an empty message with 400 naming the field, and a gift it cannot pay with 402', async () => {
    const { writerCookie, chat } = await chatOf(20);
    const unknown = await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, gift_id: 'diamond' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('gift_id');
    const empty = await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, text: '   ' });
    expect(empty.body.field).toBe('text');
    const poor = await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, gift_id: 'rose' });
    expect(poor.status).toBe(402);
    expect(poor.body.error).toBe('insufficient_credits');
  });

  it('sends a photo for photo_credits, re-encoded, which the reader sees', async () => {
    const { writer, reader, readerCookie, writerCookie, chat } = await chatOf(100);
    const sent = await postPhoto(writerCookie, { conversation_id: String(chat) });
    expect(sent.status).toBe(201);
    expect(sent.body.credits).toBe(80);
    const attachment = sent.body.message.attachment as { kind: string; filename: string; thumb_filename: string };
    expect(attachment.kind).toBe('photo');
    // Private, as a link signed for the writer (decision 0043; bff/http/private-media.test.ts loads it).
    const link = (viewer: number) => new RegExp(`^/private-media/${viewer}-\\d+-[A-Za-z0-9_-]{43}/${writer.id}/([0-9a-f]{32})\\.jpg$`);
    const [, name] = link(writer.id).exec(attachment.filename)!;
    expect((await sharp(path.join(`${mediaDir}-private`, String(writer.id), `${name}.jpg`)).metadata()).exif).toBeUndefined();
    const seen = (await server.api.get('/api/messages.php').set('Cookie', readerCookie).query({ conversation_id: chat })).body.conversation;
    expect(seen.messages[0].attachment.filename).toMatch(link(reader.id));
    expect(seen.messages[0].attachment.filename.endsWith(`/${writer.id}/${name}.jpg`)).toBe(true);
  });

  it('keeps no file of a photo it refuses: too few credits, another member’s conversation, no conversation id', async () => {
    const { writer, writerCookie, chat } = await chatOf(5);
    const poor = await postPhoto(writerCookie, { conversation_id: String(chat) });
    expect(poor.status).toBe(402);
    expect(poor.body.error).toBe('insufficient_credits');
    const other = await chatOf(100);
    expect((await postPhoto(writerCookie, { conversation_id: String(other.chat) })).status).toBe(404);
    const missing = await postPhoto(writerCookie, {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('conversation_id');
    expect(await filesOf(writer.id)).toEqual([]);
    expect((await server.api.post('/api/chat-photo.php').attach('photo', jpeg, 'foto.jpg')).status).toBe(403);
  });

  it('GET /api/gifs.php finds the shipped GIFs by their words, for members only, and refuses a too long search', async () => {
    const { writerCookie } = await chatOf(0);
    const found = await server.api.get('/api/gifs.php').set('Cookie', writerCookie).query({ q: 'koffie' });
    expect(found.status).toBe(200);
    expect(found.body.gifs).toEqual([{ id: 'local:koffie', url: '/gifs/koffie.gif', width: 160, height: 160, title: 'Koffie' }]);
    expect((await server.api.get('/api/gifs.php').set('Cookie', writerCookie)).body.gifs.length).toBeGreaterThan(5);
    const long = await server.api.get('/api/gifs.php').set('Cookie', writerCookie).query({ q: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('q');
    expect((await server.api.get('/api/gifs.php').query({ q: 'hoi' })).status).toBe(403);
  });

  it('sends a GIF by its id like a message, its address the service’s, and refuses an unknown one with 404', async () => {
    const { readerCookie, writerCookie, chat } = await chatOf(100);
    const sent = await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, gif_id: 'local:zon' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: { attachment: { kind: 'gif', id: 'local:zon', url: '/gifs/zon.gif' } }, credits: 90 });
    const seen = (await server.api.get('/api/messages.php').set('Cookie', readerCookie).query({ conversation_id: chat })).body.conversation;
    expect(seen.messages[0].attachment).toMatchObject({ kind: 'gif', url: '/gifs/zon.gif' });
    const unknown = await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, gif_id: 'local:nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('gif_id');
    const forged = await server.api.post('/api/messages.php').set('Cookie', writerCookie).send({ conversation_id: chat, gif_id: 'https://evil.example/x.gif' });
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('gif_id');
  });
});
