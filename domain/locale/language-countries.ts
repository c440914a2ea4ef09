import type { KnownLocale } from '../profiles/language';

/**
 * SPEC §9 "language-to-country map for the switcher": the countries each language is shown with, the first being
 * the one shown when the visitor's own country is not among them.
 */
export const LANGUAGE_COUNTRIES: Readonly<Record<KnownLocale, readonly string[]>> = {
  en: ['US', 'IE', 'GB', 'CA', 'AU', 'NZ'],
  nl: ['NL', 'BE'],
  fr: ['FR', 'BE', 'CH'],
  de: ['DE', 'AT', 'CH'],
  it: ['IT'],
  es: ['ES'],
  pl: ['PL'],
  da: ['DK'],
  fi: ['FI'],
  nb: ['NO'],
  sv: ['SE'],
};

/** The country a language is shown with for a visitor from `country`: hers when the language is spoken there. */
export function countryShownFor(locale: KnownLocale, country: string): string {
  const countries = LANGUAGE_COUNTRIES[locale];
  return countries.includes(country) ? country : countries[0]!;
}
