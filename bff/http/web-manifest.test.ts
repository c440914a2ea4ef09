import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../domain/settings/default-settings';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { ICONS, MANIFEST_PATH, THEME_COLOUR } from '../contract/web-manifest';
import { shortNameOf, webManifestOf } from './web-manifest';

describe('the web app manifest (issue 23)', () => {
  it('names the app after the domain, opens the search in its own window, with icons for any launcher', () => {
    const manifest = webManifestOf({ ...defaultSettings, name: 'Hartslag', domain_language: 'nl-NL' });
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Hartslag',
      short_name: 'Hartslag',
      description: defaultSettings.description,
      lang: 'nl',
      start_url: '/members?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
    });
    expect(manifest.icons).toEqual([
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
  });

  it('shortens a long name for the launcher at a word, and takes the language of the domain', () => {
    expect(shortNameOf('Hartslag Singles Nederland')).toBe('Hartslag');
    expect(shortNameOf('Superlangenaamzonderspaties')).toBe('Superlangena');
    expect(shortNameOf('  Flirtpunt ')).toBe('Flirtpunt');
    expect(webManifestOf({ ...defaultSettings, domain_language: 'de-DE' }).lang).toBe('de');
    expect(webManifestOf({ ...defaultSettings, domain_language: '' }).lang).toBe('nl');
  });
});

describe('GET /manifest.webmanifest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.settings.set('flirt.example', 'name', 'Flirtpunt Amsterdam');
  });
  afterAll(() => server.close());

  it('is served as a manifest, public and kept an hour, with the name of the domain asked for', async () => {
    const own = await server.api.get(MANIFEST_PATH).set('Host', 'flirt.example');
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(own.headers['cache-control']).toBe('public, max-age=3600');
    const body = JSON.parse(own.text) as { name: string; short_name: string };
    expect(body).toMatchObject({ name: 'Flirtpunt Amsterdam', short_name: 'Flirtpunt' });
    const again = await server.api.get(MANIFEST_PATH).set('Host', 'flirt.example').set('If-None-Match', own.headers.etag!);
    expect(again.status).toBe(304);
    // A host that is not configured gets the default domain's app (decision 0012).
    const other = JSON.parse((await server.api.get(MANIFEST_PATH).set('Host', 'elders.example')).text) as { name: string };
    expect(other.name).toBe(defaultSettings.name);
  });
});
