import { createServer } from 'node:net';
import { defaultSettings } from '../domain/settings/default-settings';
import type { SiteDomain } from '../domain/settings/site-domain';
import type { Config } from './config';

/** The address the server itself answers at: what a developer types, and the link base when no domain is configured. */
export const ownOrigin = (config: Pick<Config, 'host' | 'port'>): string =>
  `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;

/**
 * The domains the install serves: those DOMAINS names, else (development and tests) one domain at the server's own
 * address. Domains with rows of their own in `settings` join them in the settings store.
 */
export function siteDomainsOf(config: Pick<Config, 'domainUrls' | 'host' | 'port'>): SiteDomain[] {
  if (config.domainUrls.length > 0) return config.domainUrls.map((url) => ({ name: new URL(url).hostname, baseUrl: url }));
  return [{ name: defaultSettings.domain, baseUrl: ownOrigin(config) }];
}

/** A port free on `host` now, for PORT=0: links need the real port before the server listens. */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
