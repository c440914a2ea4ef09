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
