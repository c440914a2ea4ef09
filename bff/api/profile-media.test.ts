import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** A real photo as a phone makes it: EXIF with a copyright and GPS position. */
const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Anna', Make: 'Telefoon' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 54/1 0/1' },
    })
    .toBuffer();

/** A flat black PNG of any size: 1 bit per pixel, so 9000×9000 is a few kilobytes yet 81 megapixels decoded. */
function flatPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const PHOTO_PATH = /^photos\/\d+\/[0-9a-f]{32}\.jpg$/;
const THUMB_PATH = /^photos\/\d+\/[0-9a-f]{32}-thumb\.jpg$/;

describe.each(databaseKinds())('profile settings and media on %s', (kind) => {
  let server: TestServer;
  let mediaDir: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'hartslag-media-'));
    server = await startTestServer(kind, { config: { mediaDir } });
    // A domain with a small upload limit, for the 413.
    await server.settings.set('small.example', 'upload_max_megabytes', 1);
    jpeg = await jpegWithGps();
  });
  afterAll(async () => {
    await server.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const loggedIn = async (options: Parameters<typeof givenMember>[1] = {}): Promise<{ member: GivenMember; cookie: string }> => {
    const member = await givenMember(server.database.knex, options);
    return { member, cookie: await sessionCookieFor(server.api, member) };
  };
  const upload = (cookie: string, bytes: Buffer, filename = 'foto.jpg') =>
    server.api.post('/api/photo.php').set('Cookie', cookie).attach('photo', bytes, { filename, contentType: 'image/jpeg' });

  describe('POST /api/photo.php', () => {
    it('stores a re-encoded photo without EXIF or GPS, makes a thumbnail and makes the first photo the main image', async () => {
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const { member, cookie } = await loggedIn();

      const response = await upload(cookie, jpeg);

      expect(response.status).toBe(201);
      const { photo, user } = response.body;
      expect(photo.filename).toMatch(PHOTO_PATH);
      expect(photo.thumb_filename).toMatch(THUMB_PATH);
      expect(photo.filename).toContain(`photos/${member.id}/`);
      expect(user.profile.main_image).toEqual({ filename: photo.filename, thumb_filename: photo.thumb_filename });

      const stored = await sharp(path.join(mediaDir, photo.filename)).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      expect([stored.width, stored.height]).toEqual([64, 48]);
      const thumb = await sharp(path.join(mediaDir, photo.thumb_filename)).metadata();
      expect([thumb.width, thumb.height, thumb.exif]).toEqual([480, 600, undefined]);

      const me = await server.api.get('/api/user.php').set('Cookie', cookie);
      expect(me.body.user.profile.main_image).toEqual({ filename: photo.filename, thumb_filename: photo.thumb_filename });
    });

    it('serves the stored photo from /media with an image content type and nosniff', async () => {
      const { cookie } = await loggedIn();
      const { photo } = (await upload(cookie, jpeg)).body;

      const served = await server.api.get(`/media/${photo.filename}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const thumb = await server.api.get(`/media/${photo.thumb_filename}`);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
    });

    it('keeps the first photo as the main image when more are uploaded, and lists the member’s photos oldest first', async () => {
      const { cookie } = await loggedIn();
      const first = (await upload(cookie, jpeg)).body.photo;
      const second = await upload(cookie, jpeg);
      expect(second.status).toBe(201);
      expect(second.body.user.profile.main_image.filename).toBe(first.filename);

      const list = await server.api.get('/api/photos.php').set('Cookie', cookie);
      expect(list.status).toBe(200);
      expect(list.body.photos).toEqual([first, second.body.photo]);
    });

    it('shows a member only their own photos', async () => {
      const anna = await loggedIn();
      await upload(anna.cookie, jpeg);
      const bram = await loggedIn();
      const list = await server.api.get('/api/photos.php').set('Cookie', bram.cookie);
      expect(list.body.photos).toEqual([]);
    });

    it('refuses a text file named photo.jpg as not_an_image', async () => {
      const { cookie } = await loggedIn();
      const response = await upload(cookie, Buffer.from('<?php echo "hallo"; ?>\n'), 'photo.jpg');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field: 'photo', reason: 'not_an_image' });
    });

    it('refuses bytes that start like a JPEG but are not one as not_an_image', async () => {
      const { cookie } = await loggedIn();
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      const response = await upload(cookie, fake);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ field: 'photo', reason: 'not_an_image' });
    });

    it('refuses an image of more pixels than upload_max_megapixels (a decompression bomb) as too_many_pixels', async () => {
      const { cookie } = await loggedIn();
      const bomb = flatPng(9000, 9000);
      expect(bomb.length).toBeLessThan(100_000);
      const response = await upload(cookie, bomb, 'bomb.png');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field: 'photo', reason: 'too_many_pixels' });
    });

    it('accepts a PNG and a WebP, stored as JPEG', async () => {
      const { cookie } = await loggedIn({ paidUser: true });
      const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#0a0' } }).png().toBuffer();
      const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#00a' } }).webp().toBuffer();
      for (const bytes of [png, webp]) {
        const response = await upload(cookie, bytes, 'x.bin');
        expect(response.status).toBe(201);
        expect((await sharp(path.join(mediaDir, response.body.photo.filename)).metadata()).format).toBe('jpeg');
      }
    });

    it('answers 413 for a file over upload_max_megabytes and stores nothing', async () => {
      const { member, cookie } = await loggedIn();
      const big = Buffer.concat([jpeg, Buffer.alloc(1_200_000, 1)]);
      const response = await server.api
        .post('/api/photo.php')
        .set('Host', 'small.example')
        .set('Cookie', cookie)
        .attach('photo', big, { filename: 'groot.jpg', contentType: 'image/jpeg' });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ error: 'payload_too_large' });
      const list = await server.api.get('/api/photos.php').set('Cookie', cookie);
      expect(list.body.photos).toEqual([]);
      await expect(access(path.join(mediaDir, 'photos', String(member.id)))).rejects.toThrow();
    });

    it('refuses a free member’s fourth photo with photo_limit and removes nothing of the three', async () => {
      const { member, cookie } = await loggedIn();
      for (let i = 0; i < 3; i += 1) expect((await upload(cookie, jpeg)).status).toBe(201);

      const fourth = await upload(cookie, jpeg);

      expect(fourth.status).toBe(403);
      expect(fourth.body).toMatchObject({ error: 'photo_limit' });
      expect((await server.api.get('/api/photos.php').set('Cookie', cookie)).body.photos).toHaveLength(3);
      // The three photos' files: each a photo and a thumbnail, with their six WebP copies; nothing of the refused.
      const files = await readdir(path.join(mediaDir, 'photos', String(member.id)));
      expect([files.filter((file) => file.endsWith('.jpg')).length, files.filter((file) => file.endsWith('.webp')).length, files.length]).toEqual([6, 18, 24]);
    });

    it('holds a free member to 3 photos when uploads arrive at the same time', async () => {
      const { member, cookie } = await loggedIn();
      const responses = await Promise.all(Array.from({ length: 5 }, () => upload(cookie, jpeg)));
      expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 403, 403]);
      expect((await server.api.get('/api/photos.php').set('Cookie', cookie)).body.photos).toHaveLength(3);
      // The three photos' files: each a photo and a thumbnail, with their six WebP copies; nothing of the refused.
      const files = await readdir(path.join(mediaDir, 'photos', String(member.id)));
      expect([files.filter((file) => file.endsWith('.jpg')).length, files.filter((file) => file.endsWith('.webp')).length, files.length]).toEqual([6, 18, 24]);
    });

    it('lets a premium member upload a fourth photo', async () => {
      const { cookie } = await loggedIn({ paidUser: true });
      for (let i = 0; i < 3; i += 1) await upload(cookie, jpeg);
      const fourth = await upload(cookie, jpeg);
      expect(fourth.status).toBe(201);
    });

    it('answers 400 naming the field when the request has no photo or is not multipart', async () => {
      const { cookie } = await loggedIn();
      const noFile = await server.api.post('/api/photo.php').set('Cookie', cookie).field('other', 'x');
      expect(noFile.status).toBe(400);
      expect(noFile.body).toMatchObject({ field: 'photo', reason: 'required' });
      const json = await server.api.post('/api/photo.php').set('Cookie', cookie).send({ photo: 'data:image/jpeg;base64,AAAA' });
      expect(json.status).toBe(400);
      expect(json.body).toMatchObject({ field: 'photo' });
    });

    it('lets go of an upload the client abandons halfway, and keeps serving', async () => {
      const { cookie } = await loggedIn();
      const { port } = new URL(server.url);
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/photo.php HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
              `Content-Length: 100000\r\n\r\n--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n`,
          );
          socket.write(jpeg.subarray(0, 100), () => setTimeout(() => socket.destroy(), 50));
        });
        socket.on('close', () => resolve());
      });
      expect((await server.api.get('/api/photos.php').set('Cookie', cookie)).body.photos).toEqual([]);
    });

    it('limits a member to 20 uploads an hour with 429 and Retry-After', async () => {
      const { cookie } = await loggedIn({ paidUser: true });
      const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer();
      for (let i = 0; i < 20; i += 1) expect((await upload(cookie, small)).status).toBe(201);
      const refused = await upload(cookie, small);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('arranging, hiding and deleting photos', () => {
    const three = async (options: Parameters<typeof givenMember>[1] = {}) => {
      const session = await loggedIn(options);
      const photos = [];
      for (let i = 0; i < 3; i += 1) photos.push((await upload(session.cookie, jpeg)).body.photo);
      return { ...session, photos: photos as { id: number; filename: string; thumb_filename: string }[] };
    };
    const ids = (body: { photos: { id: number }[] }) => body.photos.map((p) => p.id);

    it('PUT /api/photos.php puts the photos in the order given and makes the first the main image', async () => {
      const { cookie, photos } = await three();
      const [a, b, c] = photos;
      const response = await server.api.put('/api/photos.php').set('Cookie', cookie).send({ order: [c.id, a.id, b.id] });
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([c.id, a.id, b.id]);
      expect(response.body.photos.map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
      expect(response.body.user.profile.main_image.filename).toBe(c.filename);
      expect(ids((await server.api.get('/api/photos.php').set('Cookie', cookie)).body)).toEqual([c.id, a.id, b.id]);
    });

    it('PUT /api/photo.php with main makes that photo the main image', async () => {
      const { cookie, photos } = await three();
      const response = await server.api.put('/api/photo.php').set('Cookie', cookie).send({ id: photos[2].id, main: true });
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([photos[2].id, photos[0].id, photos[1].id]);
      expect(response.body.user.profile.main_image.thumb_filename).toBe(photos[2].thumb_filename);
    });

    it('PUT /api/photo.php with private lets a premium member hide a photo and refuses a free member with premium_only', async () => {
      const premium = await three({ paidUser: true });
      const hidden = await server.api.put('/api/photo.php').set('Cookie', premium.cookie).send({ id: premium.photos[1].id, private: true });
      expect(hidden.status).toBe(200);
      expect(hidden.body.photos[1]).toMatchObject({ id: premium.photos[1].id, private: true });

      const free = await three();
      const refused = await server.api.put('/api/photo.php').set('Cookie', free.cookie).send({ id: free.photos[1].id, private: true });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('premium_only');
      expect((await server.api.get('/api/photos.php').set('Cookie', free.cookie)).body.photos[1].private).toBe(false);
    });

    it('DELETE /api/photo.php deletes the photo and its files, and the next photo becomes the main image', async () => {
      const { cookie, photos } = await three();
      const response = await server.api.delete('/api/photo.php').set('Cookie', cookie).query({ id: photos[0].id });
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([photos[1].id, photos[2].id]);
      expect(response.body.user.profile.main_image.filename).toBe(photos[1].filename);
      await expect(access(path.join(mediaDir, photos[0].filename))).rejects.toThrow();
      await expect(access(path.join(mediaDir, photos[0].thumb_filename))).rejects.toThrow();
      expect((await server.api.get(`/media/${photos[0].filename}`)).status).toBe(404);
    });

    it('answers 400 naming the field for a bad id, an order that misses a photo, and a change that says neither main nor private', async () => {
      const { cookie, photos } = await three();
      const cases = [
        [server.api.put('/api/photos.php').set('Cookie', cookie).send({ order: [photos[0].id, photos[1].id] }), 'order'],
        [server.api.put('/api/photos.php').set('Cookie', cookie).send({ order: 'all' }), 'order'],
        [server.api.put('/api/photo.php').set('Cookie', cookie).send({ id: 'abc', main: true }), 'id'],
        [server.api.put('/api/photo.php').set('Cookie', cookie).send({ id: photos[1].id }), 'main'],
        [server.api.delete('/api/photo.php').set('Cookie', cookie).query({ id: '-3' }), 'id'],
      ] as const;
      for (const [request, field] of cases) {
        const response = await request;
        expect(response.status).toBe(400);
        expect(response.body.field).toBe(field);
      }
      expect(ids((await server.api.get('/api/photos.php').set('Cookie', cookie)).body)).toEqual(photos.map((p) => p.id));
    });

    it('refuses another member’s photo with 404 and changes nothing of it', async () => {
      const anna = await three({ paidUser: true });
      const bram = await three();
      const theirs = bram.photos[1].id;
      const calls = [
        server.api.put('/api/photo.php').set('Cookie', anna.cookie).send({ id: theirs, main: true }),
        server.api.put('/api/photo.php').set('Cookie', anna.cookie).send({ id: theirs, private: true }),
        server.api.delete('/api/photo.php').set('Cookie', anna.cookie).query({ id: theirs }),
      ];
      for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
      const order = await server.api.put('/api/photos.php').set('Cookie', anna.cookie).send({ order: [anna.photos[0].id, anna.photos[1].id, theirs] });
      expect(order.status).toBe(400);
      const list = (await server.api.get('/api/photos.php').set('Cookie', bram.cookie)).body;
      expect(ids(list)).toEqual(bram.photos.map((p) => p.id));
      expect(list.photos[1].private).toBe(false);
      await access(path.join(mediaDir, bram.photos[1].filename));
    });
  });

  describe('anonymous requests', () => {
    it('are answered 403 authentication required on every call of this area', async () => {
      const calls = [
        server.api.post('/api/photo.php').attach('photo', jpeg, 'foto.jpg'),
        server.api.get('/api/photos.php'),
        server.api.put('/api/photos.php').send({ order: [1, 2] }),
        server.api.put('/api/photo.php').send({ id: 1, main: true }),
        server.api.delete('/api/photo.php').query({ id: 1 }),
        server.api.put('/api/user.php').send({ language: 'en' }),
        server.api.post('/api/user.php?push=1').send({ subscription: 'denied' }),
        server.api.put('/api/profile.php').send({ about: 'hallo' }),
        server.api.get('/api/geocode.php').query({ lat: '52.37', lon: '4.90' }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: 'authentication required' });
      }
    });

    it('still log in with POST /api/user.php without ?push=1', async () => {
      const member = await givenMember(server.database.knex);
      const response = await server.api.post('/api/user.php').send({ email: member.email, password: member.password });
      expect(response.status).toBe(200);
    });
  });

  describe('PUT /api/user.php', () => {
    it('changes the language to a SPEC §1 locale', async () => {
      const { cookie } = await loggedIn();
      const response = await server.api.put('/api/user.php').set('Cookie', cookie).send({ language: 'en' });
      expect(response.status).toBe(200);
      expect(response.body.user.language).toBe('en');
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).body.user.language).toBe('en');
    });

    it('refuses an unknown language with 400 naming the field', async () => {
      const { cookie } = await loggedIn();
      const response = await server.api.put('/api/user.php').set('Cookie', cookie).send({ language: 'xx' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field: 'language' });
    });

    it('moves the member to another region and city', async () => {
      const { cookie } = await loggedIn();
      const response = await server.api.put('/api/user.php').set('Cookie', cookie).send({ country: 'BE', region: 'Antwerpen', city: 'Mechelen' });
      expect(response.status).toBe(200);
      expect(response.body.user.profile).toMatchObject({ country: 'BE', region: 'Antwerpen', city: 'Mechelen' });
    });

    it('refuses a region the country does not have, a city of another region and a country not served', async () => {
      const { cookie } = await loggedIn();
      const put = (body: object) => server.api.put('/api/user.php').set('Cookie', cookie).send(body);
      expect((await put({ country: 'NL', region: 'Bayern', city: 'München' })).body).toMatchObject({ error: 'invalid_input', field: 'region' });
      expect((await put({ country: 'NL', region: 'Noord-Holland', city: 'Utrecht' })).body).toMatchObject({ field: 'city' });
      expect((await put({ country: 'FR', region: 'Bretagne', city: 'Rennes' })).body).toMatchObject({ field: 'country' });
      expect((await put({ country: 'NL', city: 'Haarlem' })).body).toMatchObject({ field: 'region', reason: 'required' });
      expect((await put({})).body).toMatchObject({ field: 'language' });
      const me = await server.api.get('/api/user.php').set('Cookie', cookie);
      expect(me.body.user.profile).toMatchObject({ country: 'NL', region: 'Utrecht' });
    });

    it('changes nothing when one part of the request is refused', async () => {
      const { cookie } = await loggedIn();
      const response = await server.api.put('/api/user.php').set('Cookie', cookie).send({ language: 'de', country: 'NL', region: 'Nergens', city: 'X' });
      expect(response.status).toBe(400);
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).body.user.language).toBe('nl');
    });
  });

  describe('PUT /api/profile.php', () => {
    it('stores the details as plain text, exactly as typed', async () => {
      const { cookie } = await loggedIn();
      const about = 'Ik hou van <b>koken</b> & "wandelen".\nTot snel!';
      const response = await server.api
        .put('/api/profile.php')
        .set('Cookie', cookie)
        .send({ reason: 'vriendschap', hair_colour: 'bruin', tattoos: 'nee', interests: ['koken', 'reizen'], about, credits: 1000 });
      expect(response.status).toBe(200);
      expect(response.body.user.profile).toMatchObject({ reason: 'vriendschap', hair_colour: 'bruin', tattoos: 'nee', interests: ['koken', 'reizen'], about });
      expect(response.body.user.credits).toBe(0);
    });

    it('changes the name, trimmed, and refuses an empty or too long one with 400 naming the field', async () => {
      const { cookie } = await loggedIn();
      const renamed = await server.api.put('/api/profile.php').set('Cookie', cookie).send({ name: '  Anna Maria ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.user.profile.name).toBe('Anna Maria');
      for (const name of ['   ', 'x'.repeat(41), 'An\u0007na']) {
        const refused = await server.api.put('/api/profile.php').set('Cookie', cookie).send({ name });
        expect(refused.status).toBe(400);
        expect(refused.body.field).toBe('name');
      }
      const me = await server.api.get('/api/user.php').set('Cookie', cookie);
      expect(me.body.user.profile.name).toBe('Anna Maria');
    });

    it('refuses an interest that is not in the interests setting, a too long about and control characters', async () => {
      const { cookie } = await loggedIn();
      const put = (body: object) => server.api.put('/api/profile.php').set('Cookie', cookie).send(body);
      const unknown = await put({ interests: ['koken', 'paardrijden'] });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ error: 'invalid_input', field: 'interests', reason: 'unknown_interest' });
      expect((await put({ about: 'a'.repeat(2001) })).body).toMatchObject({ field: 'about', reason: 'too_long' });
      expect((await put({ about: 'a'.repeat(2000) })).status).toBe(200);
      expect((await put({ hair_colour: 'bruin\u0007' })).body).toMatchObject({ field: 'hair_colour', reason: 'control_characters' });
      // NUL never reaches the domain: the contract refuses it for every text (bff/contract/fields.ts).
      expect((await put({ hair_colour: 'bruin\u0000' })).body).toMatchObject({ field: 'hair_colour', reason: 'invalid characters' });
      expect((await put({ interests: 'koken' })).body).toMatchObject({ field: 'interests' });
    });
  });

  describe('POST /api/user.php?push=1', () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123:def',
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    /** Her newest choice (decision 0055: one row per browser and one for 'denied'; the newest has the highest id). */
    const pushRow = (id: number) => server.database.knex('push_subscriptions').where('member_id', id).orderBy('id', 'desc').first('member_id', 'state', 'endpoint', 'p256dh', 'auth', 'updated_at');

    it('stores the browser’s subscription', async () => {
      const { member, cookie } = await loggedIn();
      const response = await server.api.post('/api/user.php?push=1').set('Cookie', cookie).send({ subscription });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(await pushRow(member.id)).toMatchObject({ state: 'subscribed', endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
    });

    it('stores "denied" as her newest choice; a browser that still pushes stays hers until its push service says it is gone', async () => {
      const { member, cookie } = await loggedIn();
      await server.api.post('/api/user.php?push=1').set('Cookie', cookie).send({ subscription });
      const response = await server.api.post('/api/user.php?push=1').set('Cookie', cookie).send({ subscription: 'denied' });
      expect(response.status).toBe(200);
      expect(await pushRow(member.id)).toMatchObject({ state: 'denied', endpoint: null, p256dh: null, auth: null });
      const rows = await server.database.knex('push_subscriptions').where('member_id', member.id).orderBy('id').select('state', 'endpoint');
      expect(rows).toEqual([
        { state: 'subscribed', endpoint: subscription.endpoint },
        { state: 'denied', endpoint: null },
      ]);
    });

    it('refuses an endpoint that is not an https push service, and a malformed subscription', async () => {
      const { member, cookie } = await loggedIn();
      const post = (body: object) => server.api.post('/api/user.php?push=1').set('Cookie', cookie).send(body);
      for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'javascript:alert(1)']) {
        const response = await post({ subscription: { ...subscription, endpoint } });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'invalid_input', field: 'subscription.endpoint' });
      }
      expect((await post({ subscription: { ...subscription, keys: { p256dh: 'a b', auth: 'x' } } })).body).toMatchObject({ field: 'subscription.keys.p256dh' });
      expect((await post({ subscription: 'granted' })).status).toBe(400);
      expect((await post({})).body).toMatchObject({ field: 'subscription' });
      expect(await pushRow(member.id)).toBeUndefined();
    });

    it("changes only her own: another member's id in the body reaches nobody else, and a browser he saved becomes hers alone", async () => {
      const anna = await loggedIn();
      const bram = await loggedIn();
      const shared = { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/shared-computer' };
      expect((await server.api.post('/api/user.php?push=1').set('Cookie', bram.cookie).send({ subscription: shared })).status).toBe(200);
      // Anna names Bram in the body: the member is the session's, never a parameter.
      const response = await server.api.post('/api/user.php?push=1').set('Cookie', anna.cookie).send({ subscription: 'denied', member_id: bram.member.id });
      expect(response.status).toBe(200);
      expect(await pushRow(bram.member.id)).toMatchObject({ state: 'subscribed', endpoint: shared.endpoint });
      expect(await pushRow(anna.member.id)).toMatchObject({ state: 'denied' });
      // The shared computer's browser, saved by Anna after Bram, is hers alone: his messages no longer go to it.
      expect((await server.api.post('/api/user.php?push=1').set('Cookie', anna.cookie).send({ subscription: shared })).status).toBe(200);
      const rows = await server.database.knex('push_subscriptions').where('endpoint', shared.endpoint).select('member_id');
      expect(rows.map((row: { member_id: number | string }) => Number(row.member_id))).toEqual([anna.member.id]);
    });
  });

  describe('GET /api/geocode.php', () => {
    const geocode = async (lat: string, lon: string) => {
      const { cookie } = await loggedIn();
      return server.api.get('/api/geocode.php').set('Cookie', cookie).query({ lat, lon });
    };

    it('places Amsterdam, Brussels and Munich in their regions from the shipped data', async () => {
      expect((await geocode('52.37', '4.90')).body).toEqual({ country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' });
      expect((await geocode('50.85', '4.35')).body).toMatchObject({ country: 'BE', region: 'Brussel' });
      expect((await geocode('48.14', '11.58')).body).toMatchObject({ country: 'DE', region: 'Bayern', city: 'München' });
    });

    it('answers 404 for the middle of the North Sea and for a country not served', async () => {
      const sea = await geocode('55.5', '3.5');
      expect(sea.status).toBe(404);
      expect(sea.body).toEqual({ error: 'not_found' });
      expect((await geocode('48.8566', '2.3522')).status).toBe(404);
    });

    it('lets her browser keep a place at most an hour, for her alone, and never a refusal (SPEC §9)', async () => {
      expect((await geocode('52.37', '4.90')).headers['cache-control']).toBe('private, max-age=3600');
      expect((await geocode('55.5', '3.5')).headers['cache-control']).toBe('no-store');
      expect((await geocode('200', '4.9')).headers['cache-control']).toBe('no-store');
    });

    it('answers 400 naming the field for coordinates out of range or malformed', async () => {
      expect((await geocode('200', '4.9')).body).toMatchObject({ error: 'invalid_input', field: 'lat' });
      expect((await geocode('52.3', '181')).body).toMatchObject({ field: 'lon' });
      expect((await geocode('abc', '4.9')).status).toBe(400);
      expect((await geocode('', '4.9')).status).toBe(400);
    });
  });
});
