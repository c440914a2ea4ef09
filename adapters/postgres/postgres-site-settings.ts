import type { Knex } from 'knex';
import { defaultSettings } from '../../domain/settings/default-settings';
import type { SiteSettings, SiteSettingsStore } from '../../domain/settings/site-settings';
import { SettingModel } from './models';

/** The install-wide row domain. Rows for a specific domain override it; the built-in defaults fill the rest. */
export const ANY_DOMAIN = '*';

/** Settings are read once per domain and kept: they are loaded at server start (SPEC §3) and change rarely. */
export class PostgresSiteSettings implements SiteSettingsStore {
  private readonly cache = new Map<string, Promise<SiteSettings>>();

  /** @param fixed values that come from the server, not from rows (the push public key must match its private key). */
  constructor(private readonly db: Knex, private readonly fixed: Partial<SiteSettings> = {}) {}

  forDomain(domain: string): Promise<SiteSettings> {
    const host = domain.toLowerCase().replace(/:\d+$/, '');
    let settings = this.cache.get(host);
    if (!settings) {
      settings = this.load(host);
      this.cache.set(host, settings);
      settings.catch(() => this.cache.delete(host));
    }
    return settings;
  }

  private async load(domain: string): Promise<SiteSettings> {
    const rows = await SettingModel.query(this.db).whereIn('domain', [ANY_DOMAIN, domain]).orderByRaw('domain = ? asc', [domain]);
    const merged: Record<string, unknown> = { ...defaultSettings, domain };
    for (const row of rows) merged[row.key] = row.value;
    Object.assign(merged, this.fixed);
    return merged as unknown as SiteSettings;
  }

  /** Stores one setting (tools and tests); the cache forgets every domain. */
  async set(domain: string, key: keyof SiteSettings, value: unknown): Promise<void> {
    await this.db('settings').insert({ domain, key, value: JSON.stringify(value) }).onConflict(['domain', 'key']).merge();
    this.cache.clear();
  }
}
