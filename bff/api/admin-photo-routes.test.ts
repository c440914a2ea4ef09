import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 25, decision 0075: /api/admin/photos — the moderators' photo queue, and a report's "hide a photo". */
describe.each(databaseKinds())('the back office’s photo calls on %s', (kind) => {
  let server: TestServer;
  let mediaDir: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'hartslag-media-'));
    server = await startTestServer(kind, { config: { mediaDir } });
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await server.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) => (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; reason: string | null; details: Record<string, unknown> | null }[];
  const reviewOf = async (photoId: number) => Number((await knex()('photo_reviews').where({ photo_id: photoId }).first('id')).id);
  /** Bram with `count` photos uploaded as members upload them; the first is his main photo. */
  const givenPhotos = async (count: number): Promise<{ member: GivenMember; cookie: string; photos: { id: number; filename: string; thumb_filename: string }[] }> => {
    const member = await givenMember(knex(), { name: 'Bram' });
    const cookie = await sessionCookieFor(server.api, member);
    const photos = [];
    for (let i = 0; i < count; i++) {
      const answer = await server.api.post('/api/photo.php').set('Cookie', cookie).attach('photo', jpeg, { filename: 'foto.jpg', contentType: 'image/jpeg' }).expect(201);
      photos.push(answer.body.photo);
    }
    return { member, cookie, photos };
  };

  it('answers a visitor 401, a member 403, support and finance 403 on every photo call, and audits nothing', async () => {
    const { member, cookie, photos } = await givenPhotos(1);
    const id = await reviewOf(photos[0]!.id);
    for (const [who, status] of [[undefined, 401], [cookie, 403], [await as('support'), 403], [await as('finance'), 403]] as const) {
      await get('/photos', who).expect(status);
      await get(`/photos/${id}/image`, who).expect(status);
      await post(`/photos/${id}/approve`, {}, who).expect(status);
      await post(`/photos/${id}/reject`, { reason: 'nudity' }, who).expect(status);
    }
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('queues every new photo, oldest first, for a moderator and an admin, and shows it to them uncached', async () => {
    const { member, photos } = await givenPhotos(2);
    for (const role of ['moderator', 'admin'] as const) {
      const queue = await get('/photos', await as(role)).expect(200);
      const mine = queue.body.photos.filter((photo: { member: { id: number } }) => photo.member.id === member.id);
      expect(mine).toMatchObject([
        { kind: 'profile', member: { id: member.id, name: 'Bram', email: member.email } },
        { kind: 'profile', member: { id: member.id } },
      ]);
      expect(mine[0].id).toBe(await reviewOf(photos[0]!.id));
      expect(queue.body.waiting).toBeGreaterThanOrEqual(2);
    }
    const image = await get(`/photos/${await reviewOf(photos[0]!.id)}/image?size=full`, await as('moderator')).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 naming the field, and 404 for an unknown photo', async () => {
    const { member, photos } = await givenPhotos(1);
    const id = await reviewOf(photos[0]!.id);
    const moderator = await as('moderator');
    await post(`/photos/${id}/reject`, {}, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ error: 'invalid_input', field: 'reason' }));
    await post(`/photos/${id}/reject`, { reason: 'ugly' }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'reason' }));
    await post(`/photos/${id}/reject`, { reason: 'other' }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'note' }));
    await post(`/photos/${id}/reject`, { reason: 'other', note: 'x'.repeat(501) }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'note' }));
    await post('/photos/abc/approve', {}, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'id' }));
    await get(`/photos/${id}/image?size=huge`, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'size' }));
    await post('/photos/987654321/approve', {}, moderator).expect(404, { error: 'not_found' });
    await post('/photos/987654321/reject', { reason: 'nudity' }, moderator).expect(404);
    await get('/photos/987654321/image', moderator).expect(404);
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('approves a photo once, audited; it leaves the queue and a second decision is 409', async () => {
    const { member, photos } = await givenPhotos(1);
    const id = await reviewOf(photos[0]!.id);
    const moderator = await as('moderator');
    await post(`/photos/${id}/approve`, {}, moderator).expect(200, { ok: true });
    await post(`/photos/${id}/approve`, {}, moderator).expect(409, { error: 'already_resolved' });
    await post(`/photos/${id}/reject`, { reason: 'nudity' }, moderator).expect(409);
    const queue = await get('/photos', moderator).expect(200);
    expect(queue.body.photos.map((photo: { id: number }) => photo.id)).not.toContain(id);
    expect(await auditOf(`member:${member.id}`)).toMatchObject([{ action: 'photo.approved', details: { review: id, kind: 'profile' } }]);
    expect(await knex()('photo_reviews').where({ id }).first()).toMatchObject({ state: 'approved', reason: null });
  });

  it('rejects her main photo: gone from her profile, her list and /media at once, the next one main, a mail in her language, audited', async () => {
    const { member, cookie, photos } = await givenPhotos(2);
    await knex()('members').where({ id: member.id }).update({ language: 'en' });
    const [main, second] = photos as [(typeof photos)[0], (typeof photos)[0]];
    await server.api.get(`/media/${main.filename}`).expect(200);
    const id = await reviewOf(main.id);

    await post(`/photos/${id}/reject`, { reason: 'contact_details', note: 'Telefoonnummer in beeld' }, await as('moderator')).expect(200, { ok: true });

    const own = await server.api.get('/api/photos.php').set('Cookie', cookie).expect(200);
    expect(own.body.photos.map((photo: { id: number }) => photo.id)).toEqual([second.id]);
    const me = await server.api.get('/api/user.php').set('Cookie', cookie).expect(200);
    expect(me.body.user.profile.main_image).toEqual({ filename: second.filename, thumb_filename: second.thumb_filename });
    expect((await server.api.get(`/media/${main.filename}`)).status).toBe(404);
    expect((await server.api.get(`/media/${main.thumb_filename}`)).status).toBe(404);
    const anna = await givenMember(knex(), { name: 'Anna' });
    const profile = await server.api.get('/api/profile.php').set('Cookie', await sessionCookieFor(server.api, anna)).query({ id: member.id }).expect(200);
    expect(JSON.stringify(profile.body)).not.toContain(main.filename);
    expect(await knex()('photo_reviews').where({ id }).first()).toMatchObject({ state: 'rejected', reason: 'contact_details', note: 'Telefoonnummer in beeld', photo_id: null });
    expect(await auditOf(`member:${member.id}`)).toMatchObject([{ action: 'photo.rejected', reason: 'Telefoonnummer in beeld', details: { review: id, reason: 'contact_details', photo: main.id } }]);
    const queued = (await knex()('outbox').select('payload')) as { payload: { mail?: { to: string; template: string; locale: string; counts: Record<string, number> } } }[];
    expect(queued.map((row) => row.payload.mail).filter((mail) => mail?.to === member.email)).toMatchObject([{ template: 'photo_rejected', locale: 'en', counts: { reason: 4, chat: 0 } }]);
    await post(`/photos/${id}/reject`, { reason: 'nudity' }, await as('admin')).expect(404);
  });

  it('queues a chat photo too, shows the private file to a moderator, and a rejection leaves the message without it', async () => {
    const [writer, reader] = [await givenMember(knex(), { name: 'Bram', credits: 100 }), await givenMember(knex(), { name: 'Anna' })];
    const [writerCookie, readerCookie] = await Promise.all([sessionCookieFor(server.api, writer), sessionCookieFor(server.api, reader)]);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', writerCookie).send({ profile_id: reader.id })).body.chat.id as number;
    const sent = await server.api
      .post('/api/chat-photo.php')
      .set('Cookie', writerCookie)
      .field('conversation_id', String(chat))
      .attach('photo', jpeg, { filename: 'foto.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const messageId = Number(sent.body.message.id);
    const id = Number((await knex()('photo_reviews').where({ message_id: messageId }).first('id')).id);
    const moderator = await as('moderator');
    const queue = await get('/photos', moderator).expect(200);
    expect(queue.body.photos.find((photo: { id: number }) => photo.id === id)).toMatchObject({ kind: 'chat', member: { id: writer.id } });
    await get(`/photos/${id}/image?size=thumb`, moderator).expect(200).expect('Content-Type', 'image/jpeg');
    const privateFiles = async () => readdir(path.join(`${mediaDir}-private`, String(writer.id))).catch(() => [] as string[]);
    expect((await privateFiles()).length).toBeGreaterThan(0);

    await post(`/photos/${id}/reject`, { reason: 'nudity' }, moderator).expect(200);

    const seen = (await server.api.get('/api/messages.php').set('Cookie', readerCookie).query({ conversation_id: chat }).expect(200)).body.conversation;
    expect(seen.messages.find((message: { id: number }) => message.id === messageId).attachment).toEqual({ kind: 'photo_removed' });
    expect((await privateFiles()).filter((name) => name.endsWith('.jpg'))).toEqual([]);
    expect(await auditOf(`member:${writer.id}`)).toMatchObject([{ action: 'photo.rejected', details: { kind: 'chat', message: messageId, reason: 'nudity' } }]);
    const queued = (await knex()('outbox').select('payload')) as { payload: { mail?: { to: string; template: string; counts: Record<string, number> } } }[];
    expect(queued.map((row) => row.payload.mail).filter((mail) => mail?.to === writer.email)).toMatchObject([{ template: 'photo_rejected', counts: { reason: 0, chat: 1 } }]);
  });

  it('hides a photo from a report: the report resolved as hide_photo, the photo rejected through the same rule', async () => {
    const { member, cookie, photos } = await givenPhotos(2);
    const reporter = await givenMember(knex(), { name: 'Anna' });
    const [row] = await knex()('reports')
      .insert({ reference: `R-PHOTO-${member.id}`, reporter_id: reporter.id, reported_id: member.id, reason: 'offensive', text: 'Aanstootgevende foto', domain: 'localhost', created_at: new Date() })
      .returning('id');
    const report = Number(row.id);
    const moderator = await as('moderator');
    const shown = await get(`/reports/${report}`, moderator).expect(200);
    expect(shown.body.reported.photos.map((photo: { photo_id: number }) => photo.photo_id)).toEqual(photos.map((photo) => photo.id));

    await post(`/reports/${report}/resolve`, { outcome: 'hide_photo' }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'photo_id' }));
    await post(`/reports/${report}/resolve`, { outcome: 'hide_photo', photo_id: photos[1]!.id }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'photo_reason' }));
    await post(`/reports/${report}/resolve`, { outcome: 'hide_photo', photo_id: 987654321, photo_reason: 'nudity' }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'photo_id' }));
    await post(`/reports/${report}/resolve`, { outcome: 'hide_photo', photo_id: photos[1]!.id, photo_reason: 'nudity' }, moderator).expect(200);

    const own = await server.api.get('/api/photos.php').set('Cookie', cookie).expect(200);
    expect(own.body.photos.map((photo: { id: number }) => photo.id)).toEqual([photos[0]!.id]);
    expect((await server.api.get(`/media/${photos[1]!.filename}`)).status).toBe(404);
    expect((await knex()('reports').where({ id: report }).first()).outcome).toBe('hide_photo');
    expect(await auditOf(`member:${member.id}`)).toMatchObject([{ action: 'photo.rejected', details: { reason: 'nudity', report, photo: photos[1]!.id } }]);
    expect((await auditOf(`report:${report}`)).map((entry) => entry.action)).toEqual(['report.resolved']);
  });
});
