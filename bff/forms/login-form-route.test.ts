import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember } from '../../test/support/members';

/** The login page's form as a browser posts it before the page's scripts run: urlencoded, answered by redirects. */
describe.each(databaseKinds())('POST /login (the login form without scripts) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const post = (form: Record<string, string>) => server.api.post('/login').type('form').send(form);
  const sessionOf = (cookies: unknown) => /hs_session=([A-Za-z0-9_-]{43});/.exec(String(cookies))?.[1];

  it('logs the member in and sends her to the members page with a session that works', async () => {
    const member = await givenMember(server.database.knex, { email: 'Bea@Example.NL' });

    const response = await post({ email: 'bea@example.nl', password: member.password });

    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/members');
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/);
    const token = sessionOf(response.headers['set-cookie']);
    expect(token).toBeDefined();
    const me = await server.api.get('/api/user.php').set('Cookie', `hs_session=${token}`);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: member.id });
  });

  it('sends a wrong password back to the login page with login_failed and no session', async () => {
    const member = await givenMember(server.database.knex);

    const response = await post({ email: member.email, password: 'niet het wachtwoord' });

    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/login?problem=login_failed');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('names the empty field as required, and an email that is too long as invalid, without trying to log in', async () => {
    const empty = await post({ email: '', password: 'wachtwoord' });
    expect(empty.status).toBe(303);
    expect(empty.headers.location).toBe('/login?problem=invalid_input&field=email&reason=required');

    const noPassword = await post({ email: 'a@example.nl' });
    expect(noPassword.headers.location).toBe('/login?problem=invalid_input&field=password&reason=required');

    const long = await post({ email: `${'a'.repeat(250)}@example.nl`, password: 'wachtwoord' });
    expect(long.headers.location).toBe('/login?problem=invalid_input&field=email&reason=invalid');
  });

  it('counts its failures with the API login: the sixth try is locked, with the minutes, even with the right password', async () => {
    const member = await givenMember(server.database.knex);
    for (let i = 0; i < 3; i += 1) expect((await post({ email: member.email, password: `fout ${i}` })).headers.location).toBe('/login?problem=login_failed');
    for (let i = 0; i < 2; i += 1) expect((await server.api.post('/api/user.php').send({ email: member.email, password: `fout ${i}` })).status).toBe(401);

    const locked = await post({ email: member.email, password: member.password });

    expect(locked.status).toBe(303);
    expect(locked.headers.location).toMatch(/^\/login\?problem=login_locked&minutes=([1-9]|1[0-5])$/);
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it("refuses another site's post, as the API does, and logs no one in", async () => {
    const member = await givenMember(server.database.knex);

    const crossSite = await server.api.post('/login').set('Sec-Fetch-Site', 'cross-site').type('form').send({ email: member.email, password: member.password });
    const byOrigin = await server.api.post('/login').set('Origin', 'https://evil.example').type('form').send({ email: member.email, password: member.password });

    for (const response of [crossSite, byOrigin]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'cross_site_request' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers a body past its limit with 413, never 500', async () => {
    const response = await post({ email: 'a@example.nl', password: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: 'payload_too_large' });
  });
});
