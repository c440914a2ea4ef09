import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { ROUTE_SEGMENTS } from './static-page-paths';

describe.each(databaseKinds())('static pages at configured {token} paths on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.settings.set('*', 'static_page_paths', {
      'algemene-voorwaarden': 'terms',
      privacybeleid: 'privacy',
      login: 'terms',
      members: 'faq',
      pages: 'faq',
      prijzen: 'pricing',
    });
    await server.settings.set('flirt.example', 'static_page_paths', { voorwaarden: 'terms' });
  });
  afterAll(() => server.close());

  it('answers a configured token with a permanent redirect to its static page, keeping the query', async () => {
    const terms = await server.api.get('/algemene-voorwaarden');
    expect(terms.status).toBe(301);
    expect(terms.headers.location).toBe('/pages/terms');
    expect(terms.headers['cache-control']).toBe('public, max-age=86400');
    const privacy = await server.api.get('/Privacybeleid/?utm_source=mail');
    expect(privacy.status).toBe(301);
    expect(privacy.headers.location).toBe('/pages/privacy?utm_source=mail');
  });

  it('keeps answering 404 for paths that are not configured, or that point at no static page', async () => {
    for (const unconfigured of ['/voorwaarden', '/prijzen', '/algemene-voorwaarden/extra', '/robots.txt']) {
      const response = await server.api.get(unconfigured);
      expect(response.status, unconfigured).toBe(404);
      expect(response.headers.location, unconfigured).toBeUndefined();
    }
  });

  it('lets no token take a route of the app', async () => {
    for (const route of ['/login', '/members', '/pages']) {
      const response = await server.api.get(route);
      expect(response.status, route).not.toBe(301);
      expect(response.headers.location, route).toBeUndefined();
    }
  });

  it('reads the tokens of the requested domain: its own map replaces the install-wide one', async () => {
    const own = await server.api.get('/voorwaarden').set('Host', 'flirt.example');
    expect(own.status).toBe(301);
    expect(own.headers.location).toBe('/pages/terms');
    const notTheirs = await server.api.get('/algemene-voorwaarden').set('Host', 'flirt.example');
    expect(notTheirs.status).toBe(404);
  });

  it('passes on anything but a read', async () => {
    const response = await server.api.post('/algemene-voorwaarden').send({});
    expect(response.status).toBe(404);
  });
});

describe('the routes no token may take', () => {
  it('include every page directory of the app', () => {
    const pages = readdirSync(path.resolve('web/pages'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('+'))
      .map((entry) => entry.name);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((page) => !ROUTE_SEGMENTS.has(page))).toEqual([]);
  });
});
