import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDomainUrls, parseTrustProxy } from './config';
import { siteDomainsOf } from './site-domains';
import { isLoopback } from './http/loopback-only';

const production = { NODE_ENV: 'production', DOMAINS: 'https://hartslag.nl' };

describe('the configuration', () => {
  it('refuses to seed demo members, whose passwords are public, in production', () => {
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO is refused in production/);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
  });

  it('keeps private media beside the media folder, never inside it, where /media would serve it', () => {
    expect(loadConfig({ DATA_DIR: '/srv/hartslag' })).toMatchObject({ mediaDir: '/srv/hartslag/media', privateMediaDir: '/srv/hartslag/media-private' });
    expect(loadConfig({}, { mediaDir: '/tmp/test-media' }).privateMediaDir).toBe('/tmp/test-media-private');
    expect(loadConfig({ MEDIA_DIR: '/srv/media', PRIVATE_MEDIA_DIR: '/srv/private' }).privateMediaDir).toBe('/srv/private');
    expect(() => loadConfig({ MEDIA_DIR: '/srv/media', PRIVATE_MEDIA_DIR: '/srv/media/private' })).toThrow(/PRIVATE_MEDIA_DIR must not be the media folder or inside it/);
    expect(() => loadConfig({ MEDIA_DIR: '/srv/media', PRIVATE_MEDIA_DIR: '/srv/media' })).toThrow(ConfigError);
  });

  it('needs the served domains in production, as https origins', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DOMAINS is required in production/);
    expect(() => parseDomainUrls('http://hartslag.nl', true)).toThrow(ConfigError);
    expect(() => parseDomainUrls('https://hartslag.nl/pad', true)).toThrow(/origin only/);
    expect(() => parseDomainUrls('geen url', false)).toThrow(/not a URL/);
    expect(parseDomainUrls(' https://Hartslag.nl/ , https://hartslag.be ', true)).toEqual(['https://hartslag.nl', 'https://hartslag.be']);
  });

  it('serves the configured domains, the first as the default, or else the server at its own address', () => {
    expect(siteDomainsOf(loadConfig({ ...production, DOMAINS: 'https://hartslag.nl,https://hartslag.be' }))).toEqual([
      { name: 'hartslag.nl', baseUrl: 'https://hartslag.nl' },
      { name: 'hartslag.be', baseUrl: 'https://hartslag.be' },
    ]);
    expect(siteDomainsOf(loadConfig({ PORT: '3000' }))).toEqual([{ name: 'localhost', baseUrl: 'http://localhost:3000' }]);
  });

  it('trusts a number of proxy hops or listed proxies, never every hop', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8, fd00::/8')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    expect(() => parseTrustProxy('true')).toThrow(/not "true"/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('knows this machine\'s own addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.1', '203.0.113.9', '::ffff:203.0.113.9', 'fe80::1', '', undefined]) expect(isLoopback(address)).toBe(false);
  });
});

describe('the Mollie configuration', () => {
  const key = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

  it('takes payments through Mollie only with a Mollie key, at Mollie\'s own API unless told otherwise', () => {
    expect(loadConfig({}).mollieApiKey).toBeUndefined();
    expect(loadConfig({ MOLLIE_API_KEY: '' }).mollieApiKey).toBeUndefined();
    expect(loadConfig({ MOLLIE_API_KEY: key })).toMatchObject({ mollieApiKey: key, mollieApiEndpoint: undefined });
    expect(loadConfig({ MOLLIE_API_KEY: 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }).mollieApiKey).toBe('live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');
    expect(loadConfig({ MOLLIE_API_KEY: key, MOLLIE_API_ENDPOINT: 'https://127.0.0.1:4443/v2/' }).mollieApiEndpoint).toBe('https://127.0.0.1:4443/v2/');
  });

  it('refuses what is not a Mollie key, without repeating it', () => {
    for (const wrong of ['sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'test_kort', 'access_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', 'test_dHar4XY7Lxs DOtmnkVtjNVWXLSlXsM']) {
      let message = '';
      try {
        loadConfig({ MOLLIE_API_KEY: wrong });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/MOLLIE_API_KEY: not a Mollie API key/);
      expect(message).not.toContain(wrong.slice(5, 15));
    }
  });

  it('refuses a test key in production, where anyone could pay on Mollie\'s test checkout, unless it is a staging site', () => {
    expect(() => loadConfig({ ...production, MOLLIE_API_KEY: key })).toThrow(/test key in production/);
    expect(loadConfig({ ...production, MOLLIE_API_KEY: key, PAYMENT_SANDBOX: 'true' }).mollieApiKey).toBe(key);
    expect(loadConfig({ ...production, MOLLIE_API_KEY: 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }).mollieApiKey).toBe('live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');
  });

  it('refuses an endpoint that is not https, or one without a key', () => {
    expect(() => loadConfig({ MOLLIE_API_KEY: key, MOLLIE_API_ENDPOINT: 'http://127.0.0.1:8080/v2/' })).toThrow(/must be an https URL/);
    expect(() => loadConfig({ MOLLIE_API_KEY: key, MOLLIE_API_ENDPOINT: 'geen url' })).toThrow(/MOLLIE_API_ENDPOINT: not a URL/);
    expect(() => loadConfig({ MOLLIE_API_ENDPOINT: 'https://api.mollie.com/v2/' })).toThrow(/without MOLLIE_API_KEY/);
  });
});
