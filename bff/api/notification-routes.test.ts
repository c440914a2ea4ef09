import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '../../domain/notifications/email-preferences';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

describe.each(databaseKinds())('GET and PUT /api/notifications.php on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const member = async (name: string) => {
    const made = await givenMember(server.database.knex, { name });
    return { ...made, cookie: await sessionCookieFor(server.api, made) };
  };
  const read = (who: { cookie: string }) => server.api.get('/api/notifications.php').set('Cookie', who.cookie);
  const save = (who: { cookie: string }, body: unknown) => server.api.put('/api/notifications.php').set('Cookie', who.cookie).send(body as object);

  it('gives her the defaults, saves a switch and gives it back, leaving the others as they were', async () => {
    const anna = await member('Anna');
    const first = await read(anna);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({ notifications: { preferences: DEFAULT_EMAIL_PREFERENCES, notifications_disabled: [] } });

    const saved = await save(anna, { preferences: { like: false, promotions: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.notifications.preferences).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: false, promotions: true });
    expect((await read(anna)).body.notifications.preferences).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: false, promotions: true });
  });

  it('turns her mail back on after an unsubscribe and a complaint, but says a bounce still stops it', async () => {
    const anna = await member('Anna');
    await server.database.knex('members').where('id', anna.id).update({ notifications_disabled: JSON.stringify(['fbl', 'bounce', 'unsubscribe']) });
    expect((await read(anna)).body.notifications.notifications_disabled).toEqual(['fbl', 'bounce', 'unsubscribe']);

    const on = await save(anna, { enable_mail: true });
    expect(on.status).toBe(200);
    expect(on.body.notifications.notifications_disabled).toEqual(['bounce']);
  });

  it('refuses an anonymous request with 403', async () => {
    const anonymousRead = await server.api.get('/api/notifications.php');
    expect(anonymousRead.status).toBe(403);
    expect(anonymousRead.body).toEqual({ error: 'authentication required' });
    expect((await server.api.put('/api/notifications.php').send({ preferences: { like: false } })).status).toBe(403);
  });

  it('answers bad input with 400 naming the field, and changes nothing', async () => {
    const anna = await member('Anna');
    const cases: [unknown, string][] = [
      [{ preferences: { like: 'nee' } }, 'preferences.like'],
      [{ preferences: { likes: false } }, 'preferences'],
      [{ preferences: {} }, 'preferences'],
      [{}, 'preferences'],
      [{ enable_mail: false }, 'enable_mail'],
      [{ preferences: 'alles uit' }, 'preferences'],
    ];
    for (const [body, field] of cases) {
      const response = await save(anna, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await read(anna)).body.notifications.preferences).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it("changes only her own: another member's id in the request reaches nobody else", async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const attempt = await save(anna, { preferences: { like: false }, member_id: bram.id, memberId: bram.id });
    expect(attempt.status).toBe(200);
    const viaQuery = await server.api.put(`/api/notifications.php?member_id=${bram.id}`).set('Cookie', anna.cookie).send({ preferences: { news: true } });
    expect(viaQuery.status).toBe(200);
    expect((await read(bram)).body.notifications.preferences).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect((await read(anna)).body.notifications.preferences).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: false, news: true });
  });
});
