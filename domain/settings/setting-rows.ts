import { defaultSettings } from './default-settings';
import type { SiteSettings } from './site-settings';

/** The install-wide row domain (docs/settings.md): its rows hold the install's own values, every domain inherits them. */
export const INSTALL_DOMAIN = '*';

/**
 * The settings an operator edits in the back office (issue 25, decision 0077): every key of docs/settings.md but the
 * ones the server owns — the domain's name and canonical origin (configuration) and the push public key (it must
 * match the server's private key).
 */
export const EDITABLE_SETTING_KEYS = (Object.keys(defaultSettings) as (keyof SiteSettings)[]).filter(
  (key) => key !== 'domain' && key !== 'base_url' && key !== 'push_public_key',
);
export type EditableSettingKey = Exclude<keyof SiteSettings, 'domain' | 'base_url' | 'push_public_key'>;
export const isEditableSettingKey = (key: string): key is EditableSettingKey => (EDITABLE_SETTING_KEYS as readonly string[]).includes(key);

/** One row of the `settings` table: a domain's (or `*`'s) own value of one key. */
export interface SettingRow {
  readonly domain: string;
  readonly key: string;
  readonly value: unknown;
}

/** The rows of the settings table, on the operators' transaction: a change and its audit row commit together. */
export interface SettingRows {
  /** The rows of these domains. */
  of(domains: readonly string[]): Promise<readonly SettingRow[]>;
  put(row: SettingRow): Promise<void>;
  /** Removes a domain's own value; false when it had none. */
  remove(domain: string, key: string): Promise<boolean>;
  /** Profiles flagged fictional and not deleted (they show on every domain: members belong to no domain). */
  fictionalProfiles(): Promise<number>;
}

/** The domains the install serves, and a way to tell this instance its settings changed (decision 0077). */
export interface ServedSettings {
  /** The served domains' names, the default first. */
  domainNames(): Promise<string[]>;
  /** A change committed: this instance reads every domain's settings again at its next request. */
  reload(): void;
}

export type SettingSource = 'default' | 'install' | 'domain';

/** A setting as the back office shows it for one domain: its effective value and where that comes from. */
export interface EffectiveSetting {
  readonly key: EditableSettingKey;
  readonly value: unknown;
  readonly source: SettingSource;
  /** What the domain would have without its own row: the install's value or the default. */
  readonly inherited: unknown;
}

/**
 * The effective settings of a domain (`*` for the install's own) from the rows: the domain's own row, else `*`'s, else
 * the built-in default — the order PostgresSiteSettings merges them in.
 */
export function effectiveSettings(rows: readonly SettingRow[], domain: string): EffectiveSetting[] {
  const install = new Map(rows.filter((row) => row.domain === INSTALL_DOMAIN).map((row) => [row.key, row.value]));
  const own = domain === INSTALL_DOMAIN ? new Map<string, unknown>() : new Map(rows.filter((row) => row.domain === domain).map((row) => [row.key, row.value]));
  return EDITABLE_SETTING_KEYS.map((key) => {
    const fallback = defaultSettings[key];
    const inherited = domain === INSTALL_DOMAIN ? fallback : install.has(key) ? install.get(key) : fallback;
    if (domain === INSTALL_DOMAIN && install.has(key)) return { key, value: install.get(key), source: 'install', inherited };
    if (own.has(key)) return { key, value: own.get(key), source: 'domain', inherited };
    return { key, value: inherited, source: domain === INSTALL_DOMAIN || !install.has(key) ? 'default' : 'install', inherited };
  });
}

/** The shortest own disclosure text accepted while fictional profiles are shown: a sentence, not a blank or a word. */
export const FICTIONAL_WARNING_MIN = 20;

/**
 * SPEC §1/§3, issue 25: fictional profiles only together with their disclosure. While any profile is flagged
 * fictional, no domain may turn the icon off (`fictional_icon` empty) or replace the warning by something that is no
 * sentence (an own text shorter than FICTIONAL_WARNING_MIN; empty is each locale's own words, which always disclose).
 */
export function disclosureProblem(settings: { readonly fictional_icon: unknown; readonly fictional_warning: unknown }): 'fictional_icon' | 'fictional_warning' | undefined {
  if (typeof settings.fictional_icon !== 'string' || settings.fictional_icon.trim() === '') return 'fictional_icon';
  const warning = typeof settings.fictional_warning === 'string' ? settings.fictional_warning.trim() : '';
  if (warning !== '' && [...warning].length < FICTIONAL_WARNING_MIN) return 'fictional_warning';
  return undefined;
}
