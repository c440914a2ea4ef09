import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

describe('security baseline of every response', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('compresses an answer of 1 KB or more for a client that takes brotli or gzip', async () => {
    const brotli = await server.api.get('/api/settings.php').set('Accept-Encoding', 'gzip, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotli.body.settings).toBeDefined();
    const plain = await server.api.get('/api/settings.php').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends a nonce-based CSP without unsafe-inline scripts, frame-ancestors none, nosniff and a strict referrer policy', async () => {
    const response = await server.api.get('/api/settings.php');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets pages reach only the site itself, sockets included, and ask for nothing but the location and payments', async () => {
    const response = await server.api.get('/api/settings.php');
    expect(String(response.headers['content-security-policy'])).toMatch(/(^|;)connect-src 'self'(;|$)/);
    const policy = String(response.headers['permissions-policy']);
    for (const denied of ['camera=()', 'microphone=()', 'usb=()']) expect(policy).toContain(denied);
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('payment=(self)');
  });

  it('tells caches to keep no member data', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    for (const path of ['/api/user.php', '/api/chats.php', '/api/blocks.php', '/api/export.php', '/api/nothing.php']) {
      expect((await server.api.get(path).set('Cookie', cookie)).headers['cache-control'], path).toBe('no-store');
    }
    expect((await server.api.post('/api/user.php').send({ email: member.email, password: member.password })).headers['cache-control']).toBe('no-store');
  });

  it('uses a fresh nonce for every response', async () => {
    const nonce = async () => String((await server.api.get('/api/settings.php')).headers['content-security-policy']).match(/nonce-([^']+)/)?.[1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it('refuses a body over the size limit with 413 and changes nothing', async () => {
    const response = await server.api.post('/api/user.php').send({ email: 'a@b.nl', password: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
  });
});

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { config: { production: true, cookieSecure: true } });
  });
  afterAll(() => server.close());

  it('adds HSTS and marks the session cookie Secure', async () => {
    const response = await server.api.post('/api/signup.php').send({
      email: 'prod@example.nl', name: 'Prod', password: 'een veilig wachtwoord', date_of_birth: '1990-01-01', gender: 'male', sexuality: 'hetero', country: 'NL', region: 'Utrecht', city: 'Utrecht',
    });
    expect(response.status).toBe(201);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
