import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** `/media/<photo>.w<width>.webp`: the WebP copies the pages' srcset asks for, made once beside the stored photo. */
describe('WebP copies of stored photos under /media', () => {
  let server: TestServer;
  let mediaDir: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'hartslag-variants-'));
    server = await startTestServer('pglite', { config: { mediaDir } });
    jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await server.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  async function memberWithPhoto() {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const uploaded = await server.api.post('/api/photo.php').set('Cookie', cookie).attach('photo', jpeg, { filename: 'foto.jpg', contentType: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body.photo as { id: number; filename: string; thumb_filename: string };
    return { member, cookie, photo, webp: (file: string, width: number) => `/media/${file.replace(/\.jpg$/, `.w${width}.webp`)}` };
  }

  it('serves a photo at a width of the slots as WebP, no wider than asked, and caches it for a week', async () => {
    const { photo, webp } = await memberWithPhoto();

    const served = await server.api.get(webp(photo.filename, 480)).buffer(true);

    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 640]);
    const thumb = await sharp((await server.api.get(webp(photo.thumb_filename, 240)).buffer(true)).body as Buffer).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 240, 300]);
  });

  it('makes every copy the pages ask for when the photo is uploaded, before anyone asks', async () => {
    const { member, photo } = await memberWithPhoto();
    const files = await readdir(path.join(mediaDir, 'photos', String(member.id)));
    const name = path.basename(photo.filename, '.jpg');
    expect(files.filter((file) => file.endsWith('.webp')).sort()).toEqual(
      [`${name}-thumb.w240.webp`, `${name}-thumb.w480.webp`, `${name}-thumb.w96.webp`, `${name}.w1200.webp`, `${name}.w480.webp`, `${name}.w800.webp`].sort(),
    );
  });

  it('makes a missing copy once, beside its photo, even when asked for many times at once', async () => {
    const { member, photo, webp } = await memberWithPhoto();
    // A photo stored before copies were made at upload: none of its copies exist yet.
    const folder = path.join(mediaDir, 'photos', String(member.id));
    for (const file of await readdir(folder)) if (file.endsWith('.webp')) await rm(path.join(folder, file));

    const answers = await Promise.all(Array.from({ length: 6 }, () => server.api.get(webp(photo.filename, 800)).buffer(true)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const files = await readdir(path.join(mediaDir, 'photos', String(member.id)));
    expect(files.filter((file) => file.endsWith('.webp'))).toEqual([path.basename(photo.filename).replace('.jpg', '.w800.webp')]);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('never enlarges: a copy wider than its photo has the photo’s own width', async () => {
    const { photo, webp } = await memberWithPhoto();
    const served = await server.api.get(webp(photo.filename, 1200)).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(900);
  });

  it('answers 404 to a width the pages do not ask for, a name that is not a photo’s, and a way out of the folder', async () => {
    const { photo, webp } = await memberWithPhoto();
    for (const url of [
      webp(photo.filename, 333),
      webp(photo.filename, 2400),
      '/media/photos/1/..%2F..%2Fetc%2Fpasswd.w240.webp',
      '/media/photos/1/../../x.w240.webp',
      '/media/photos/1/nope.w240.webp',
      '/media/photos/1/a.b.w240.webp',
    ]) {
      const answer = await server.api.get(url);
      expect(answer.status, url).toBe(404);
    }
    expect((await readdir(path.join(mediaDir, 'photos', String(photo.filename.split('/')[1]))))).not.toContain(path.basename(photo.filename).replace('.jpg', '.w333.webp'));
  });

  it('stops serving the copies of a deleted photo, and of a deleted member', async () => {
    const first = await memberWithPhoto();
    expect((await server.api.get(first.webp(first.photo.filename, 240))).status).toBe(200);
    const deleted = await server.api.delete('/api/photo.php').set('Cookie', first.cookie).query({ id: first.photo.id });
    expect(deleted.status).toBe(200);
    expect((await server.api.get(first.webp(first.photo.filename, 240))).status).toBe(404);
    const left = await readdir(path.join(mediaDir, 'photos', String(first.member.id)));
    expect(left.filter((file) => file.startsWith(path.basename(first.photo.filename, '.jpg')))).toEqual([]);

    const second = await memberWithPhoto();
    expect((await server.api.get(second.webp(second.photo.thumb_filename, 96))).status).toBe(200);
    await server.database.knex('members').where('id', second.member.id).update({ status: 'deleted' });
    expect((await server.api.get(second.webp(second.photo.thumb_filename, 96))).status).toBe(404);
  });
});
