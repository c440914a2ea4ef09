import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

describe.each(databaseKinds())('a member\'s photos after deletion on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'hartslag-media-'));
    server = await startTestServer(kind, { config: { mediaDir } });
  });
  afterAll(() => server.close());

  it('are gone for everyone the moment the account is deleted, and back when it is reactivated', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const uploaded = await server.api.post('/api/photo.php').set('Cookie', cookie).attach('photo', jpeg, { filename: 'ik.jpg', contentType: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    const { filename, thumb_filename } = uploaded.body.photo as { filename: string; thumb_filename: string };
    for (const file of [filename, thumb_filename]) expect((await server.api.get(`/media/${file}`)).status).toBe(200);

    expect((await server.api.post('/api/delete-account.php').set('Cookie', cookie).send({ password: member.password, reason: 'privacy' })).status).toBe(200);
    for (const file of [filename, thumb_filename]) expect((await server.api.get(`/media/${file}`)).status).toBe(404);

    const mail = (await server.api.get('/dev/mailbox/latest.json').query({ to: member.email })).body as { link: string };
    const token = new URL(mail.link).searchParams.get('token');
    expect((await server.api.post('/api/reactivate-do.php').send({ token })).status).toBe(200);
    for (const file of [filename, thumb_filename]) expect((await server.api.get(`/media/${file}`)).status).toBe(200);
  });

  it('answers an unknown member\'s folder with 404', async () => {
    expect((await server.api.get('/media/photos/999999999/0123456789abcdef0123456789abcdef.jpg')).status).toBe(404);
  });
});
