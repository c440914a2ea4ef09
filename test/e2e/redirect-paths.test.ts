import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameSitePath } from '../../bff/http/same-site-path';
import { startE2eServer, type E2eServer } from './app-server';

/**
 * Issue 22: the pages' trailing-slash redirect echoed a raw backslash path into its Location (`GET /\evil.example/`
 * answered `301 Location: /\evil.example`, which a browser follows to `//evil.example`). On the production build:
 * such a path is refused, and every redirect the pages answer leads to a path of this site.
 */
describe('the redirects of the pages', () => {
  let app: E2eServer;
  beforeAll(async () => {
    app = await startE2eServer();
  });
  afterAll(() => app?.server.close());

  /** The path exactly as written; a browser or supertest would have turned `\` into `/` first. */
  const rawGet = (path: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const url = new URL(app.server.url);
      const request = http.request({ host: url.hostname, port: url.port, path }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location }));
      });
      request.on('error', reject);
      request.end();
    });

  it('refuses a path with a backslash instead of redirecting it', async () => {
    for (const path of ['/\\evil.example/', '/\\/evil.example/', '/\\\\evil.example/', '/members\\/', '/%5Cevil.example/']) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(400);
      expect(response.location, path).toBeUndefined();
    }
  });

  it('still drops a trailing slash, to a path of this site whatever the path was', async () => {
    expect(await rawGet('/members/')).toEqual({ status: 301, location: '/members' });
    for (const path of ['///evil.example/', '/.//evil.example/', '/%2F%2Fevil.example/', '/%09/evil.example/', '/members/?next=\\\\evil.example']) {
      const response = await rawGet(path);
      if (response.location !== undefined) expect(isSameSitePath(response.location), `${path} → ${response.location}`).toBe(true);
    }
  });
});
