import type { SiteSettings } from '../settings/site-settings';

/**
 * Whether a visitor who is not logged in may search and see profiles (SPEC §3, §6): always when
 * `logged_out_search` is not 'none'; otherwise only a visitor who arrived through a traffic source, when
 * `logged_out_search_trafficsource` is not 'none'. Members always may.
 */
export function visitorsMaySearch(
  settings: Pick<SiteSettings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  hasTrafficSource: boolean,
): boolean {
  if (settings.logged_out_search !== 'none') return true;
  return hasTrafficSource && settings.logged_out_search_trafficsource !== 'none';
}
