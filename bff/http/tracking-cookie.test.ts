import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { SIGNUP_FORM } from '../../test/support/signup-form';

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  ((response.headers['set-cookie'] as string[] | undefined) ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

/** SPEC §3 tracking data, issue 24: the visitor's first arrival is what signup stores. */
describe('the arrival tracking cookie', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('keeps the first arrival: a later link with other tracking data neither replaces it nor is stored at signup', async () => {
    // She accepted cookies (decision 0062: the arrival's cookie waits for her consent).
    const consent = 'hs_consent=accepted.1';
    const first = await server.api.get('/api/settings.php').set('Cookie', consent).query({ network: 'adnet', sub: '{first}' });
    const cookie = `${consent}; ${cookieOf(first)}`;
    expect(cookieOf(first)).toMatch(/^hs_tracking=/);

    const later = await server.api.get('/api/settings.php').set('Cookie', cookie).query({ network: 'other', sub: 'second' });
    expect(later.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^hs_tracking=/)]));

    const signup = await server.api
      .post('/api/signup.php')
      .query({ sub: 'third' })
      .set('Cookie', cookie)
      .send({ ...SIGNUP_FORM, email: `eerste-${Date.now()}@example.nl` });
    expect(signup.status).toBe(201);
    const row = await server.database.knex('member_tracking').where('member_id', signup.body.user.id).first();
    expect(row).toMatchObject({ network: 'adnet', sub1: 'first' });
  });

  it('keeps only that she came through a traffic source, for her browser session, when she refused cookies (decision 0066)', async () => {
    const refused = 'hs_consent=refused.1';
    const arrival = await server.api.get('/api/settings.php').set('Cookie', refused).query({ network: 'adnet', sub: '{klik}' });
    const setCookies = (arrival.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    expect(setCookies.some((c) => c.startsWith('hs_tracking='))).toBe(false);
    const visit = setCookies.find((c) => c.startsWith('hs_arrival='));
    // `1`, HttpOnly, Lax, and a session cookie: no Expires, no Max-Age.
    expect(visit).toMatch(/^hs_arrival=1; Path=\/; HttpOnly; SameSite=Lax$/);

    // Her next page: no query, and nothing set again.
    const cookie = `${refused}; hs_arrival=1`;
    const later = await server.api.get('/api/settings.php').set('Cookie', cookie);
    expect(later.headers['set-cookie']).toBeUndefined();

    // Under 'with_trafficsource' she may sign up; the partner's data was not kept, so none is stored with her account.
    await server.settings.set('visit.example', 'signups', 'with_trafficsource');
    const direct = await server.api.post('/api/signup.php').set('Host', 'visit.example').set('Cookie', refused).send({ ...SIGNUP_FORM, email: `direct-${Date.now()}@example.nl` });
    expect(direct.status).toBe(403);
    const signup = await server.api.post('/api/signup.php').set('Host', 'visit.example').set('Cookie', cookie).send({ ...SIGNUP_FORM, email: `bezoek-${Date.now()}@example.nl` });
    expect(signup.status).toBe(201);
    expect(await server.database.knex('member_tracking').where('member_id', signup.body.user.id).first()).toBeUndefined();
  });

  it('keeps the visit when she refuses after accepting: the partner data goes, what she was shown stays', async () => {
    const first = await server.api.get('/api/settings.php').set('Cookie', 'hs_consent=accepted.1').query({ network: 'adnet' });
    const tracking = cookieOf(first);
    expect(tracking).toMatch(/^hs_tracking=/);
    const refused = await server.api.post('/api/consent.php').set('Cookie', `hs_consent=accepted.1; ${tracking}`).send({ choice: 'refused' });
    const setCookies = refused.headers['set-cookie'] as unknown as string[];
    expect(setCookies).toEqual(expect.arrayContaining([expect.stringMatching(/^hs_tracking=;/), expect.stringMatching(/^hs_arrival=1; Path=\/; HttpOnly; SameSite=Lax$/)]));
  });

  it('takes the tracking data of the signup request itself when there was no earlier arrival', async () => {
    const signup = await server.api.post('/api/signup.php').query({ aff_sub: '{klik}' }).send({ ...SIGNUP_FORM, email: `direct-${Date.now()}@example.nl` });
    expect(signup.status).toBe(201);
    const row = await server.database.knex('member_tracking').where('member_id', signup.body.user.id).first();
    expect(row).toMatchObject({ sub1: 'klik', network: null });
  });
});
