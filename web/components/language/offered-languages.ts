import { countryShownFor } from '../../../domain/locale/language-countries';
import { offeredLocales } from '../../../domain/locale/locale-choice';
import { LOCALES, type Locale } from '../../i18n/locale';
import { useStore } from '../../stores/store-context';

/** A language the domain offers, as the menu and /lang-config show it. */
export interface OfferedLanguage {
  readonly locale: Locale;
  /** The country it is shown with (SPEC §9 map): the visitor's own when the language is spoken there. */
  readonly country: string;
}

/**
 * The languages this domain offers (the `languages` setting, default every served one; decision 0064), the current
 * one and the path to come back to after choosing. The country is the member's, else the domain's geoip country.
 */
export function useOfferedLanguages(): { offered: readonly OfferedLanguage[]; current: Locale } {
  const store = useStore();
  const { settings } = store.settings;
  const country = store.session.user?.profile.country || settings.geoip_country;
  const offered = offeredLocales(LOCALES, settings.languages).map((locale) => ({ locale, country: countryShownFor(locale, country) }));
  return { offered, current: store.locale };
}
