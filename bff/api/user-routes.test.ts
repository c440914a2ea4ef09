import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

describe.each(databaseKinds())('user.php and logout.php on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('POST /api/user.php (login)', () => {
    it('logs a member in with a session cookie that is HttpOnly, SameSite=Lax and 30 days long', async () => {
      const member = await givenMember(server.database.knex, { email: 'Anna@Example.NL', name: 'Anna' });
      const response = await server.api.post('/api/user.php').send({ email: 'anna@example.nl', password: member.password });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ id: member.id, email: 'Anna@Example.NL', profile: { name: 'Anna' } });
      expect(response.body.user).not.toHaveProperty('password_hash');
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/hs_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=2592000/);
    });

    it('refuses a wrong password and an unknown email alike', async () => {
      const member = await givenMember(server.database.knex);
      const wrong = await server.api.post('/api/user.php').send({ email: member.email, password: 'niet het wachtwoord' });
      const unknown = await server.api.post('/api/user.php').send({ email: 'nobody@example.nl', password: 'niet het wachtwoord' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'login_failed' });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('answers bad input with 400 naming the field', async () => {
      const response = await server.api.post('/api/user.php').send({ email: 'a@b.nl' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field: 'password' });
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const response = await server.api.post('/api/user.php').set('Content-Type', 'application/json').send('{"email":');
      expect(response.status).toBe(400);
    });

    it('refuses a cross-site login attempt', async () => {
      const member = await givenMember(server.database.knex);
      const response = await server.api
        .post('/api/user.php')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ email: member.email, password: member.password });
      expect(response.status).toBe(403);
      const byOrigin = await server.api.post('/api/user.php').set('Origin', 'https://evil.example').send({ email: member.email, password: member.password });
      expect(byOrigin.status).toBe(403);
    });
  });

  describe('GET /api/user.php', () => {
    it('returns the current user with credits and no password hash', async () => {
      const member = await givenMember(server.database.knex, { credits: 40, paidUser: true });
      const cookie = await sessionCookieFor(server.api, member);
      const response = await server.api.get('/api/user.php').set('Cookie', cookie);
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ id: member.id, credits: 40, paid_user: true, status: 'active' });
      expect(JSON.stringify(response.body)).not.toContain('argon2');
    });

    it('answers an anonymous call with 403 authentication required', async () => {
      const response = await server.api.get('/api/user.php');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    });

    it('treats a forged session cookie as anonymous', async () => {
      const response = await server.api.get('/api/user.php').set('Cookie', 'hs_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(response.status).toBe(403);
    });
  });

  describe('GET /api/logout.php', () => {
    const ownClient = { 'X-Requested-With': 'hartslag-web', 'Sec-Fetch-Site': 'same-origin' };

    it('ends the session so the cookie no longer works', async () => {
      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      const logout = await server.api.get('/api/logout.php').set(ownClient).set('Cookie', cookie);
      expect(logout.status).toBe(200);
      expect(String(logout.headers['set-cookie'])).toMatch(/hs_session=;/);
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).status).toBe(403);
    });

    it.each([
      ['a link or image from another site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['a request from another site that copies the client header', { 'Sec-Fetch-Site': 'cross-site', 'X-Requested-With': 'hartslag-web' }],
      ['a request without the client header', {}],
      ['a same-site request without the client header', { 'Sec-Fetch-Site': 'same-site' }],
    ])('cannot be ended by %s', async (_name, headers) => {
      const member = await givenMember(server.database.knex);
      const cookie = await sessionCookieFor(server.api, member);
      const refused = await server.api.get('/api/logout.php').set(headers).set('Cookie', cookie);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'cross_site_request' });
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect((await server.api.get('/api/user.php').set('Cookie', cookie)).status).toBe(200);
    });

    it('is harmless for a visitor', async () => {
      expect((await server.api.get('/api/logout.php').set(ownClient)).status).toBe(200);
    });
  });
});
