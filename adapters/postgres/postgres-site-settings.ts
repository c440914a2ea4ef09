import type { Knex } from 'knex';
import { defaultSettings } from '../../domain/settings/default-settings';
import { hostNameOf, type SiteDomain } from '../../domain/settings/site-domain';
import type { ServedSettings } from '../../domain/settings/setting-rows';
import type { SiteSettings, SiteSettingsStore } from '../../domain/settings/site-settings';
import { SettingModel } from './models';

/** The install-wide row domain. Rows for a specific domain override it; the built-in defaults fill the rest. */
export const ANY_DOMAIN = '*';

export interface SiteSettingsOptions {
  /**
   * The domains the configuration names, the first being the default. Domains that have rows of their own in
   * `settings` are served too, at their `base_url` row or https://<name>.
   */
  readonly domains?: readonly SiteDomain[];
  /** Values that come from the server, not from rows (the push public key must match its private key). */
  readonly fixed?: Partial<SiteSettings>;
  /**
   * Settings are read again after this long, so every instance sees a change an operator made (decision 0077): a
   * request after half of it starts a new read and is served the settings it has; a request after all of it waits for
   * the new read. No request is ever served settings read longer than this ago.
   */
  readonly refreshMs?: number;
}

const DEFAULT_DOMAINS: readonly SiteDomain[] = [{ name: defaultSettings.domain, baseUrl: defaultSettings.base_url }];

interface Loaded {
  readonly byName: ReadonlyMap<string, SiteSettings>;
  readonly fallback: SiteSettings;
  readonly at: number;
}

/**
 * The settings of the configured domains, all read at once and kept (SPEC §3: loaded at server start). The cache
 * holds exactly the configured domains, whatever hosts requests name: an unknown host costs no query and no memory.
 * An operator's change is live at once on the instance that made it (reload) and on every other within refreshMs.
 */
export class PostgresSiteSettings implements SiteSettingsStore, ServedSettings {
  private loaded: Promise<Loaded> | undefined;
  private readonly domains: readonly SiteDomain[];
  private readonly fixed: Partial<SiteSettings>;
  private readonly refreshMs: number;

  constructor(private readonly db: Knex, options: SiteSettingsOptions = {}) {
    this.domains = options.domains?.length ? options.domains : DEFAULT_DOMAINS;
    this.fixed = options.fixed ?? {};
    this.refreshMs = options.refreshMs ?? 60_000;
  }

  async forDomain(domain: string): Promise<SiteSettings> {
    const loaded = await this.current();
    return loaded.byName.get(hostNameOf(domain)) ?? loaded.fallback;
  }

  /** The names served, the default first. */
  async domainNames(): Promise<string[]> {
    return [...(await this.current()).byName.keys()];
  }

  /** Stores one setting (tools and tests); the next read loads every domain again. */
  async set(domain: string, key: keyof SiteSettings, value: unknown): Promise<void> {
    await this.db('settings').insert({ domain, key, value: JSON.stringify(value) }).onConflict(['domain', 'key']).merge();
    this.loaded = undefined;
  }

  /** A change was committed (the back office, decision 0077): the next request reads every domain's settings again. */
  reload(): void {
    this.loaded = undefined;
  }

  private current(): Promise<Loaded> {
    const loading = this.loaded;
    if (!loading) return this.read();
    return loading.then((loaded) => {
      if (this.loaded !== loading) return this.current();
      const age = Date.now() - loaded.at;
      // Older than refreshMs: wait for a fresh read, so no change older than that is ever missed (an idle instance too).
      if (age >= this.refreshMs) return this.read();
      // Older than half of it: a fresh read starts, this request gets what was read (no waiting on a busy instance).
      if (age >= this.refreshMs / 2) void this.read().catch(() => undefined);
      return loaded;
    });
  }

  private read(): Promise<Loaded> {
    const loading = this.load();
    this.loaded = loading;
    loading.catch(() => {
      if (this.loaded === loading) this.loaded = undefined;
    });
    return loading;
  }

  private async load(): Promise<Loaded> {
    const rows = await SettingModel.query(this.db).select('domain', 'key', 'value');
    const shared: Record<string, unknown> = {};
    const own = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      if (row.domain === ANY_DOMAIN) shared[row.key] = row.value;
      else {
        const name = hostNameOf(row.domain);
        own.set(name, { ...own.get(name), [row.key]: row.value });
      }
    }
    const domains = new Map(this.domains.map((d) => [d.name, d.baseUrl]));
    for (const name of own.keys()) if (!domains.has(name)) domains.set(name, String(own.get(name)?.base_url ?? `https://${name}`));

    const byName = new Map<string, SiteSettings>();
    for (const [name, baseUrl] of domains) {
      const merged = { ...defaultSettings, ...shared, ...own.get(name), domain: name, base_url: baseUrl.replace(/\/+$/, ''), ...this.fixed };
      byName.set(name, merged as SiteSettings);
    }
    const fallback = byName.get(this.domains[0]!.name)!;
    return { byName, fallback, at: Date.now() };
  }
}
