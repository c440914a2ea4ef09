import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { contextOf } from './request-context';
import { securityHeaders } from './security-headers';

/** A page's answer as the security headers leave it (the test server mounts no pages). */
const pageAnswer = () => {
  const app = express();
  app.use(securityHeaders({ production: false, dev: false }));
  app.get('/login', (_req, res) => void res.type('html').send('<!doctype html>'));
  return supertest(app).get('/login');
};

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

  it('gives the API’s answers the API’s headers: nothing loads from them or frames them, no sniffing, no reading from other sites', async () => {
    const response = await server.api.get('/api/settings.php');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // The page's headers mean nothing to JSON.
    for (const pageOnly of ['permissions-policy', 'cross-origin-opener-policy', 'x-frame-options', 'x-xss-protection', 'origin-agent-cluster']) {
      expect(response.headers[pageOnly], pageOnly).toBeUndefined();
    }
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a page a nonce-based CSP without unsafe-inline scripts, frame-ancestors none, nosniff and a strict referrer policy', async () => {
    const response = await pageAnswer();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets pages reach only the site itself, sockets included, and ask for nothing but the location and payments', async () => {
    const response = await pageAnswer();
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

  it('tags only what a browser may keep, which it may then ask for again with that tag', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    for (const path of ['/api/user.php', '/api/chats.php', '/api/nothing.php']) {
      expect((await server.api.get(path).set('Cookie', cookie)).headers['etag'], path).toBeUndefined();
    }
    for (const path of ['/api/settings.php', '/api/regions.php', '/api/interests.php', '/api/companyinfo.php']) {
      const first = await server.api.get(path);
      expect(first.headers['cache-control'], path).not.toBe('no-store');
      expect(first.headers['etag'], path).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
      const again = await server.api.get(path).set('If-None-Match', String(first.headers['etag']));
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
      expect((await server.api.get(path).set('If-None-Match', 'W/"1-other"')).status, path).toBe(200);
    }
  });

  it('uses a fresh nonce for every response', async () => {
    const nonce = async () => String((await pageAnswer()).headers['content-security-policy']).match(/nonce-([^']+)/)?.[1];
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

describe('the security headers, worked out once', () => {
  /** Every header and value helmet 8 set per request for this policy before (26 Nov 2026), the nonce as `{nonce}`. */
  const HELMET_HEADERS = {
    'content-security-policy':
      "default-src 'self';script-src 'self' 'nonce-{nonce}';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;" +
      "connect-src 'self';manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), ' +
      'magnetometer=(), fullscreen=(self), autoplay=()',
  };
  const appWith = (options: Parameters<typeof securityHeaders>[0]) => {
    const app = express();
    app.disable('x-powered-by');
    app.use(securityHeaders(options));
    app.get('/', (_req, res) => void res.json({ nonce: contextOf(res).cspNonce }));
    return supertest(app);
  };
  const securityHeadersOf = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !['content-type', 'content-length', 'etag', 'date', 'connection', 'keep-alive'].includes(name)));

  it('are the headers and values helmet set for the policy, the nonce of the page in script-src', async () => {
    const response = await appWith({ production: false, dev: false }).get('/');
    const nonce = (response.body as { nonce: string }).nonce;
    expect(securityHeadersOf(response.headers)).toEqual({ ...HELMET_HEADERS, 'content-security-policy': HELMET_HEADERS['content-security-policy'].replace('{nonce}', nonce) });
  });

  it('add HSTS and the GIF hosts in production as configured, and relax script-src only in dev', async () => {
    const production = await appWith({ production: true, dev: false, imageHosts: ['https://*.giphy.com'] }).get('/');
    expect(production.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(production.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://*.giphy.com;");
    const dev = await appWith({ production: false, dev: true }).get('/');
    expect(dev.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
    expect(dev.headers['strict-transport-security']).toBeUndefined();
  });

  it('give every answer a nonce of its own: 16 random bytes, never one twice', async () => {
    const api = appWith({ production: false, dev: false });
    const nonces = new Set<string>();
    // More than one draw of the pool (256 nonces a draw).
    for (let i = 0; i < 600; i++) {
      const response = await api.get('/');
      const nonce = (response.body as { nonce: string }).nonce;
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(600);
  });
});
