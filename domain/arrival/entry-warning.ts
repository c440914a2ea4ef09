/**
 * SPEC §2 site-entry warning: the 18+ warning a logged-out visitor sees once. The layouts of SPEC §2: the default and
 * the empty layout show it; the chat layout only to visitors from the Netherlands and Germany; the lander layout
 * (logo bar and footer) does not.
 */
export type ArrivalLayout = 'default' | 'empty' | 'chat' | 'lander';

/** The countries whose visitors see the warning in the chat layout too. */
export const CHAT_LAYOUT_WARNING_COUNTRIES: readonly string[] = ['NL', 'DE'];

export interface EntryWarningSituation {
  /** Setting `enable_site_entry_popup`: 'no' turns the warning off. */
  readonly enabled: 'yes' | 'no';
  /** Setting `site_entry_countries`: when not empty, only visitors from these countries see it. */
  readonly onlyCountries: readonly string[];
  /** The visitor's country (ISO 3166 alpha-2). */
  readonly country: string;
  readonly layout: ArrivalLayout;
  readonly loggedIn: boolean;
  /** The page runs as the installed app (a window of its own). */
  readonly installedApp: boolean;
  /** When the visitor said she is 18 or older on this device, in ms; null when never. */
  readonly dismissedAt: number | null;
}

const sameCountry = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const inList = (list: readonly string[], country: string) => list.some((listed) => sameCountry(listed, country));

/** Whether the site-entry warning shows. */
export function showsEntryWarning(s: EntryWarningSituation): boolean {
  if (s.enabled === 'no' || s.loggedIn || s.installedApp || s.dismissedAt !== null) return false;
  if (s.onlyCountries.length > 0 && !inList(s.onlyCountries, s.country)) return false;
  switch (s.layout) {
    case 'default':
    case 'empty':
      return true;
    case 'chat':
      return inList(CHAT_LAYOUT_WARNING_COUNTRIES, s.country);
    case 'lander':
      return false;
  }
}

/** The name of the cookie that keeps when the visitor said she is 18 or older (a timestamp in ms, decision 0062). */
export const ENTRY_WARNING_COOKIE = 'hs_entry_ok';

/** The dismissal's time in a cookie value, or null when it is not a valid time. */
export function entryDismissalFrom(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const at = Number(value);
  return at > 0 ? at : null;
}
