import { defaultSettings } from '../../domain/settings/default-settings';
import type { SiteSettings, SiteSettingsStore } from '../../domain/settings/site-settings';

/** One set of settings for every domain, changed by a test's "given". */
export class InMemorySiteSettings implements SiteSettingsStore {
  current: SiteSettings;

  constructor(settings: Partial<SiteSettings> = {}) {
    this.current = { ...defaultSettings, ...settings };
  }

  async forDomain(): Promise<SiteSettings> {
    return this.current;
  }

  set<K extends keyof SiteSettings>(key: K, value: SiteSettings[K]): void {
    this.current = { ...this.current, [key]: value };
  }
}
