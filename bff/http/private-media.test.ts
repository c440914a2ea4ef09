import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_COPY_WIDTHS, variantOf } from '../../domain/profiles/media-ports';
import { connectLive } from '../../test/support/live-client';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

interface Files {
  readonly filename: string;
  readonly thumb_filename: string;
}

/** A photo, its thumbnail and every WebP copy the pages may ask for (decision 0041), as URLs of this site. */
const everyUrlOf = (files: Files): string[] => [
  files.filename,
  files.thumb_filename,
  ...PHOTO_COPY_WIDTHS.photo.map((width) => variantOf(files.filename, width)!),
  ...PHOTO_COPY_WIDTHS.thumbnail.map((width) => variantOf(files.thumb_filename, width)!),
];
/** A stored path as the pages make it a URL (web/stores/settings-store.ts, cdn_prefix `/media/`). */
const urlOf = (file: string) => (file.startsWith('/') ? file : `/media/${file}`);
const LINK = /^\/private-media\/(\d+)-(\d+)-([A-Za-z0-9_-]{43})\/(\d+)\/([0-9a-f]{32})(-thumb)?\.jpg$/;

describe.each(databaseKinds())('private photos and chat photos on %s', (kind) => {
  let server: TestServer;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'hartslag-private-media-'));
    server = await startTestServer(kind, { config: { mediaDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(mediaDir, { recursive: true, force: true });
    await rm(`${mediaDir}-private`, { recursive: true, force: true });
  });

  const jpeg = (colour: string) => sharp({ create: { width: 900, height: 1100, channels: 3, background: colour } }).jpeg().toBuffer();
  const get = (url: string, cookie?: string) => (cookie ? server.api.get(url).set('Cookie', cookie) : server.api.get(url));
  const statuses = async (urls: readonly string[], cookie?: string) => Promise.all(urls.map(async (url) => (await get(url, cookie)).status));
  const member = async (options: Parameters<typeof givenMember>[1] = {}) => {
    const given = await givenMember(server.database.knex, options);
    return { ...given, cookie: await sessionCookieFor(server.api, given) };
  };

  /**
   * A premium member with two photos, the second made private, and who looks at them: the owner's own paths, the
   * paths the profile API gives a premium member, and the public names the private photo had before.
   */
  async function privatePhotoScene() {
    const owner = await member({ paidUser: true });
    const premium = await member({ paidUser: true });
    const free = await member();
    for (const colour of ['#c33', '#36c']) {
      const uploaded = await server.api.post('/api/photo.php').set('Cookie', owner.cookie).attach('photo', await jpeg(colour), { filename: 'ik.jpg', contentType: 'image/jpeg' });
      expect(uploaded.status).toBe(201);
    }
    const before = (await get('/api/photos.php', owner.cookie)).body.photos as (Files & { id: number })[];
    const hidden = await server.api.put('/api/photo.php').set('Cookie', owner.cookie).send({ id: before[1].id, private: true });
    expect(hidden.status).toBe(200);
    const ownPaths = hidden.body.photos[1] as Files & { private: boolean };
    expect(ownPaths.private).toBe(true);
    const seen = (await get(`/api/profile.php?id=${owner.id}`, premium.cookie)).body.photos as (Files & { locked: boolean })[];
    expect(seen[1].locked).toBe(false);
    return { owner, premium, free, main: before[0], publicNames: before[1], ownPaths, premiumPaths: seen[1] };
  }

  it('serves a private photo, its thumbnail and every WebP copy to the owner and to a premium member through the links the API gives them', async () => {
    const { owner, premium, ownPaths, premiumPaths } = await privatePhotoScene();
    for (const [paths, viewer] of [
      [ownPaths, owner],
      [premiumPaths, premium],
    ] as const) {
      expect(paths.filename).toMatch(LINK);
      expect(LINK.exec(paths.filename)![1]).toBe(String(viewer.id));
      for (const url of everyUrlOf(paths)) {
        const response = await get(url, viewer.cookie);
        expect(response.status, url).toBe(200);
        expect(response.headers['content-type']).toMatch(url.endsWith('.webp') ? /^image\/webp/ : /^image\/jpeg/);
        // The viewer's browser may keep it; no shared cache ever does.
        expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      }
    }
  });

  it('answers 404 to a visitor, to a free member, to a member with someone else’s link, and at the photo’s old public names', async () => {
    const { owner, premium, free, publicNames, premiumPaths } = await privatePhotoScene();
    const links = everyUrlOf(premiumPaths);
    const notFound = links.map(() => 404);

    expect(await statuses(links)).toEqual(notFound);
    // A free member sees the photo locked, without a path, and cannot use a premium member's links.
    const freeView = (await get(`/api/profile.php?id=${owner.id}`, free.cookie)).body.photos as { locked: boolean; filename?: string }[];
    expect(freeView[1]).toEqual({ id: expect.any(Number), locked: true, private: true });
    expect(await statuses(links, free.cookie)).toEqual(notFound);
    // Nor make one of her own from it.
    const [, , expires, signature, ownerId, name] = LINK.exec(premiumPaths.filename)!;
    expect((await get(`/private-media/${free.id}-${expires}-${signature}/${ownerId}/${name}.jpg`, free.cookie)).status).toBe(404);
    // The file is nowhere under /media: not at the names it had while public, nor at its private name.
    expect(await statuses(everyUrlOf(publicNames).map(urlOf), premium.cookie)).toEqual(notFound);
    expect((await get(`/media/private/${ownerId}/${name}.jpg`, premium.cookie)).status).toBe(404);
    // Nor by climbing out of it (express.static refuses `..` with 403).
    expect([403, 404]).toContain((await get(`/media/../media-private/${ownerId}/${name}.jpg`)).status);
  });

  it('refuses a tampered or an expired link, and one the owner closed by blocking', async () => {
    const { owner, premium, premiumPaths } = await privatePhotoScene();
    const [, viewer, expires, signature, ownerId, name] = LINK.exec(premiumPaths.filename)!;
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`/private-media/${viewer}-${expires}-${tampered}/${ownerId}/${name}.jpg`, premium.cookie)).status).toBe(404);
    expect((await get(`/private-media/${viewer}-${Number(expires) + 3600}-${signature}/${ownerId}/${name}.jpg`, premium.cookie)).status).toBe(404);

    // Signed as the server signs (its key is in server_secrets): good until it expires, then refused.
    const { value } = (await server.database.knex('server_secrets').where('name', 'private_media_link_key').first('value')) as { value: string };
    const linkUntil = (seconds: number) => {
      const mac = createHmac('sha256', Buffer.from(value, 'base64url')).update(`private-media:${viewer}:${seconds}:${ownerId}/${name}`).digest('base64url');
      return `/private-media/${viewer}-${seconds}-${mac}/${ownerId}/${name}.jpg`;
    };
    const now = Math.floor(Date.now() / 1000);
    expect((await get(linkUntil(now + 600), premium.cookie)).status).toBe(200);
    expect((await get(linkUntil(now - 1), premium.cookie)).status).toBe(404);

    expect((await get(premiumPaths.filename, premium.cookie)).status).toBe(200);
    expect((await server.api.post('/api/block.php').set('Cookie', owner.cookie).send({ profile_id: premium.id })).status).toBe(200);
    expect((await get(premiumPaths.filename, premium.cookie)).status).toBe(404);
  });

  it('keeps public media public and long cached, the main image and its copies', async () => {
    const { free, main } = await privatePhotoScene();
    expect(main.filename).toMatch(/^photos\/\d+\/[0-9a-f]{32}\.jpg$/);
    for (const url of everyUrlOf(main).map(urlOf)) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
    }
    expect((await get(urlOf(main.filename), free.cookie)).status).toBe(200);
  });

  it('shows a photo sent in a chat to the two members of the conversation only', async () => {
    const writer = await member({ credits: 100 });
    const reader = await member();
    const stranger = await member({ paidUser: true });
    const chat = (await server.api.post('/api/chat.php').set('Cookie', writer.cookie).send({ profile_id: reader.id })).body.chat.id as number;
    const live = await connectLive(server.url, reader.cookie);
    const sent = await server.api
      .post('/api/chat-photo.php')
      .set('Cookie', writer.cookie)
      .field('conversation_id', String(chat))
      .attach('photo', await jpeg('#3a7'), { filename: 'foto.jpg', contentType: 'image/jpeg' });
    expect(sent.status).toBe(201);
    const writerPaths = sent.body.message.attachment as Files;
    const readerPaths = (await get(`/api/messages.php?conversation_id=${chat}`, reader.cookie)).body.conversation.messages[0].attachment as Files;
    // The live event that brings it to the reader carries the links signed for her too.
    const arrived = (await live.next((event) => event.type === 'message')) as unknown as { message: { attachment: Files } };
    live.close();
    expect(arrived.message.attachment).toEqual(readerPaths);
    expect((await get(`/api/messages.php?conversation_id=${chat}`, stranger.cookie)).status).toBe(404);

    const ok = everyUrlOf(writerPaths).map(() => 200);
    const notFound = everyUrlOf(writerPaths).map(() => 404);
    expect(await statuses(everyUrlOf(writerPaths), writer.cookie)).toEqual(ok);
    expect(await statuses(everyUrlOf(readerPaths), reader.cookie)).toEqual(ok);
    expect(await statuses(everyUrlOf(readerPaths), stranger.cookie)).toEqual(notFound);
    expect(await statuses(everyUrlOf(writerPaths))).toEqual(notFound);
    const [, , , , sender, name] = LINK.exec(writerPaths.filename)!;
    expect((await get(`/media/photos/${sender}/${name}.jpg`, reader.cookie)).status).toBe(404);
    expect((await get(`/media/private/${sender}/${name}.jpg`, reader.cookie)).status).toBe(404);
  });

  it('moves a private photo and a chat photo stored under public names at the next start: their old addresses answer 404', async () => {
    const knex = server.database.knex;
    const owner = await member({ paidUser: true });
    const premium = await member({ paidUser: true });
    const writer = await member({ credits: 100 });
    // As stored before decision 0043: a private photo and a chat photo under /media, with a WebP copy beside them.
    const stored = async (folder: number, name: string) => {
      await mkdir(path.join(mediaDir, 'photos', String(folder)), { recursive: true });
      const files = { filename: `photos/${folder}/${name}.jpg`, thumb_filename: `photos/${folder}/${name}-thumb.jpg` };
      await writeFile(path.join(mediaDir, files.filename), await jpeg('#963'));
      await writeFile(path.join(mediaDir, files.thumb_filename), await jpeg('#369'));
      await writeFile(path.join(mediaDir, variantOf(files.filename, 480)!), await sharp(await jpeg('#963')).webp().toBuffer());
      return files;
    };
    const main = await stored(owner.id, 'a'.repeat(32));
    const hidden = await stored(owner.id, 'b'.repeat(32));
    await knex('photos').insert([
      { member_id: owner.id, ...main, created_at: new Date(), position: 0, is_private: false },
      { member_id: owner.id, ...hidden, created_at: new Date(), position: 1, is_private: true },
    ]);
    await knex('profiles').where('member_id', owner.id).update({ main_image: main.filename, main_image_thumb: main.thumb_filename });
    const chatPhoto = await stored(writer.id, 'c'.repeat(32));
    const chat = (await server.api.post('/api/chat.php').set('Cookie', writer.cookie).send({ profile_id: premium.id })).body.chat.id as number;
    expect((await server.api.post('/api/messages.php').set('Cookie', writer.cookie).send({ conversation_id: chat, text: 'kijk' })).status).toBe(201);
    await knex('messages').where('conversation_id', chat).update({ attachment: JSON.stringify({ kind: 'photo', ...chatPhoto }) });
    expect((await get(urlOf(hidden.filename))).status).toBe(200);

    const restarted = await startTestServer(kind, { database: server.database, config: { mediaDir } });
    try {
      for (const url of [hidden.filename, hidden.thumb_filename, variantOf(hidden.filename, 480)!, chatPhoto.filename, chatPhoto.thumb_filename].map(urlOf)) {
        expect((await restarted.api.get(url)).status, url).toBe(404);
      }
      expect((await restarted.api.get(urlOf(main.filename))).status).toBe(200);
      const row = (await knex('photos').where({ member_id: owner.id, position: 1 }).first('filename')) as { filename: string };
      expect(row.filename).toMatch(/^private\/\d+\/[0-9a-f]{32}\.jpg$/);
      expect(row.filename).not.toContain('b'.repeat(32));

      const seen = (await restarted.api.get(`/api/profile.php?id=${owner.id}`).set('Cookie', premium.cookie)).body.photos as Files[];
      expect(await Promise.all(everyUrlOf(seen[1]).map(async (url) => (await restarted.api.get(url).set('Cookie', premium.cookie)).status))).toEqual(everyUrlOf(seen[1]).map(() => 200));
      const message = (await restarted.api.get(`/api/messages.php?conversation_id=${chat}`).set('Cookie', premium.cookie)).body.conversation.messages[0].attachment as Files;
      expect(message.filename).toMatch(LINK);
      expect((await restarted.api.get(message.filename).set('Cookie', premium.cookie)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
