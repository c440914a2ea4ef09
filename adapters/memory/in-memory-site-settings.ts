import { defaultSettings } from '../../domain/settings/default-settings';
import { INSTALL_DOMAIN, type ServedSettings, type SettingRow } from '../../domain/settings/setting-rows';
import type { SiteSettings, SiteSettingsStore } from '../../domain/settings/site-settings';

/**
 * One set of settings for every domain, changed by a test's "given" — or, given the back office's rows (decision
 * 0077), read from them again on reload: the built-in values, `*`'s rows, then the domain's own.
 */
export class InMemorySiteSettings implements SiteSettingsStore, ServedSettings {
  current: SiteSettings;
  private readonly base: SiteSettings;

  constructor(
    settings: Partial<SiteSettings> = {},
    private readonly rows?: () => Iterable<SettingRow>,
  ) {
    this.current = { ...defaultSettings, ...settings };
    this.base = this.current;
  }

  async forDomain(): Promise<SiteSettings> {
    return this.current;
  }

  async domainNames(): Promise<string[]> {
    return [this.current.domain];
  }

  reload(): void {
    if (!this.rows) return;
    const rows = [...this.rows()];
    const valuesOf = (domain: string) => Object.fromEntries(rows.filter((row) => row.domain === domain).map((row) => [row.key, row.value]));
    this.current = { ...this.base, ...valuesOf(INSTALL_DOMAIN), ...valuesOf(this.base.domain), domain: this.base.domain, base_url: this.base.base_url } as SiteSettings;
  }

  set<K extends keyof SiteSettings>(key: K, value: SiteSettings[K]): void {
    this.current = { ...this.current, [key]: value };
  }
}
