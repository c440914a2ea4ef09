import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../domain/settings/default-settings';
import { PUBLIC_SETTING_KEYS } from '../contract/public-settings';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databaseKinds())('settings.php and regions.php on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const settings = server.settings;
    await settings.set('flirt.example', 'name', 'Flirtpunt');
    await settings.set('flirt.example', 'message_credits', 12);
  });
  afterAll(() => server.close());

  it('serves the settings of the requesting domain over the defaults, one install serving several domains', async () => {
    const own = await server.api.get('/api/settings.php').set('Host', 'flirt.example');
    expect(own.status).toBe(200);
    expect(own.body.settings).toMatchObject({ domain: 'flirt.example', name: 'Flirtpunt', message_credits: 12, signups: defaultSettings.signups });
    // A host that is not configured gets the default domain's site (bff/api/configured-domains.test.ts).
    const other = await server.api.get('/api/settings.php').set('Host', 'hartslag.example');
    expect(other.body.settings).toMatchObject({ domain: defaultSettings.domain, name: defaultSettings.name, message_credits: defaultSettings.message_credits });
  });

  it('serves the web push public key the server made for itself, the same after a restart', async () => {
    const first = (await server.api.get('/api/settings.php')).body.settings.push_public_key as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await startTestServer(kind, { database: server.database });
    try {
      expect((await again.api.get('/api/settings.php')).body.settings.push_public_key).toBe(first);
    } finally {
      await again.close();
    }
    const secrets = await server.database.knex('server_secrets').select('name');
    expect(JSON.stringify((await server.api.get('/api/settings.php')).body)).not.toMatch(/private/i);
    expect(secrets.map((row: { name: string }) => row.name).sort()).toEqual(['private_media_link_key', 'vapid_private_key', 'vapid_public_key']);
  });

  it('sends the browser its part of the settings only: no limit against abuse, no link lifetime (issue 22)', async () => {
    const serverOnly = Object.keys(defaultSettings).filter((key) => !(PUBLIC_SETTING_KEYS as readonly string[]).includes(key));
    expect(serverOnly).toEqual(
      expect.arrayContaining(['login_attempts_per_ip', 'login_lockout_minutes', 'signups_per_ip_per_hour', 'message_burst_per_10_seconds', 'messages_per_hour', 'reset_mails_per_day', 'sms_codes_per_number_per_day', 'direct_debit_limit_cents']),
    );
    for (const request of [server.api.get('/api/settings.php'), server.api.get('/api/settings.php').set('Host', 'flirt.example')]) {
      const response = await request;
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
      for (const key of serverOnly) expect(response.text, key).not.toContain(key);
    }
  });

  it("gives the fictional profiles' disclosure in her language, an operator's own text in the domain's language only (issue 24)", async () => {
    const dutch = await server.api.get('/api/settings.php');
    expect(dutch.headers.vary).toMatch(/Cookie/);
    expect(dutch.body.settings).toMatchObject({ fictional_plural: 'fictieve profielen', fictional_singular: 'fictief profiel' });
    expect(dutch.body.settings.fictional_warning).toMatch(/^Dit profiel is fictief/);
    const german = await server.api.get('/api/settings.php').set('Cookie', 'locale=de');
    expect(german.body.settings).toMatchObject({ fictional_plural: 'fiktive Profile', fictional_singular: 'fiktives Profil' });
    expect(german.body.settings.fictional_warning).toMatch(/^Dieses Profil ist fiktiv/);

    await server.settings.set('flirt.example', 'fictional_warning', 'Dit is een fictief profiel van Flirtpunt.');
    const own = await server.api.get('/api/settings.php').set('Host', 'flirt.example');
    expect(own.body.settings.fictional_warning).toBe('Dit is een fictief profiel van Flirtpunt.');
    const ownInEnglish = await server.api.get('/api/settings.php').set('Host', 'flirt.example').set('Cookie', 'locale=en');
    expect(ownInEnglish.body.settings.fictional_warning).toMatch(/^This profile is fictional/);
  });

  it('takes the domain from the query as the forced domain (SPEC §7)', async () => {
    const forced = await server.api.get('/api/settings.php').query({ domain: 'flirt.example' });
    expect(forced.body.settings.name).toBe('Flirtpunt');
  });

  it('answers a malformed domain with 400 naming the field', async () => {
    const response = await server.api.get('/api/settings.php').query({ domain: '<script>' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field: 'domain' });
  });

  it('lists the regions and cities of the countries served', async () => {
    const response = await server.api.get('/api/regions.php');
    expect(response.status).toBe(200);
    expect(response.body.regions.NL.map((r: { name: string }) => r.name)).toContain('Noord-Holland');
    expect(response.body.regions.NL.length).toBe(12);
  });

  it('serves the interests a profile may name, of the requesting domain, cached for an hour (SPEC §7)', async () => {
    await server.settings.set('flirt.example', 'interests', ['salsa', 'zeilen']);
    const own = await server.api.get('/api/interests.php').set('Host', 'flirt.example');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ interests: ['salsa', 'zeilen'] });
    expect(own.headers['cache-control']).toBe('public, max-age=3600');
    const other = await server.api.get('/api/interests.php');
    expect(other.body).toEqual({ interests: [...defaultSettings.interests] });
  });

  it('serves the company info of SPEC §3 of the requesting domain, cached for an hour, and nothing else of the settings', async () => {
    await server.settings.set('flirt.example', 'company_name', 'Flirtpunt B.V.');
    const own = await server.api.get('/api/companyinfo.php').set('Host', 'flirt.example');
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('public, max-age=3600');
    expect(own.body).toEqual({
      company: {
        name: 'Flirtpunt B.V.',
        address: defaultSettings.company_address,
        kvk: defaultSettings.company_kvk,
        city: defaultSettings.company_city,
        country: defaultSettings.company_country,
        tradenames: defaultSettings.company_tradenames,
        vat_numbers: defaultSettings.company_vat_numbers,
        support_phone: defaultSettings.support_phone,
        delete_discount: defaultSettings.delete_discount,
        added: defaultSettings.company_added,
      },
    });
    expect((await server.api.get('/api/companyinfo.php')).body.company.name).toBe(defaultSettings.company_name);
  });

  it('answers an unknown api path with a JSON 404', async () => {
    const response = await server.api.get('/api/nothing.php');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found' });
  });
});
