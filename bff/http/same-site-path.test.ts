import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { isSameSitePath } from './same-site-path';

describe('isSameSitePath', () => {
  it.each(['/', '/members', '/pages/terms?utm_source=mail', '/login?problem=login_failed', '/search?q=a\\b', '/%2Fevil.example', '/./evil.example'])('takes %s', (target) => {
    expect(isSameSitePath(target)).toBe(true);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/x\\y',
    '/%5Cevil.example',
    '/%5cevil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'evil.example',
    '',
    '/\t/evil.example',
    '/a\r\nSet-Cookie: x=1',
  ])('refuses %j', (target) => {
    expect(isSameSitePath(target)).toBe(false);
  });
});

/** A request with the path exactly as written: supertest's URL parsing would turn `\` into `/` as a browser does. */
function rawGet(server: TestServer, path: string, method = 'GET'): Promise<{ status: number; location: string | undefined; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Issue 22: a raw backslash path was echoed into a redirect's Location (`/\evil.example/` → `Location: /\evil.example`). */
describe('paths with a backslash', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.settings.set('*', 'static_page_paths', { 'algemene-voorwaarden': 'terms' });
  });
  afterAll(() => server.close());

  it.each(['/\\evil.example/', '/\\/evil.example', '/%5Cevil.example/', '/algemene-voorwaarden\\', '/algemene-voorwaarden%5c', '/api/settings.php\\', '/media/\\evil.example'])(
    'refuses %s with 400 and no Location',
    async (path) => {
      for (const method of ['GET', 'POST']) {
        const response = await rawGet(server, path, method);
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.location, `${method} ${path}`).toBeUndefined();
      }
    },
  );

  it('leaves a backslash in the query alone, and every redirect goes to a path of this site', async () => {
    expect((await rawGet(server, '/api/settings.php?x=\\y')).status).toBe(200);
    const token = await rawGet(server, '/algemene-voorwaarden/?next=\\\\evil.example');
    expect(token.status).toBe(301);
    expect(isSameSitePath(token.location!)).toBe(true);
    expect(token.location!.startsWith('/pages/terms?')).toBe(true);
    const login = await rawGet(server, '/login/', 'POST');
    expect(login.status).toBe(303);
    expect(isSameSitePath(login.location!)).toBe(true);
  });
});
