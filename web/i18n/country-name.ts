import { useIntl } from 'react-intl';

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the locale, from the ICU data of the runtime (Node and Chromium both carry full ICU, so the
 * server's render and the browser's agree): 'BE' is "België" in nl and "Belgium" in en. A value that is no ISO 3166
 * code, or one ICU does not know, is shown as it is.
 */
export function countryName(locale: string, code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  return names.of(code) ?? code;
}

const languageNames = new Map<string, string>();

/**
 * A language's name in that language itself ("Nederlands", "English"), as a language menu lists them; worked out once
 * per language (an Intl.DisplayNames is costly to make, and every page's top bar lists them all).
 */
export function languageName(code: string): string {
  let name = languageNames.get(code);
  if (name === undefined) languageNames.set(code, (name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code));
  return name;
}

/** countryName in the page's locale. */
export function useCountryName(): (code: string) => string {
  const { locale } = useIntl();
  return (code) => countryName(locale, code);
}
