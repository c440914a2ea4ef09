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

  it('takes the tracking data of the signup request itself when there was no earlier arrival', async () => {
    const signup = await server.api.post('/api/signup.php').query({ aff_sub: '{klik}' }).send({ ...SIGNUP_FORM, email: `direct-${Date.now()}@example.nl` });
    expect(signup.status).toBe(201);
    const row = await server.database.knex('member_tracking').where('member_id', signup.body.user.id).first();
    expect(row).toMatchObject({ sub1: 'klik', network: null });
  });
});
