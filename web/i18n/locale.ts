import type { KnownLocale } from '../../domain/profiles/language';

/**
 * The locales the app serves (SPEC §1, §4, §9): the one list pages, static pages, mails, push and the manifest use.
 * The product knows eleven (KNOWN_LOCALES in domain/profiles/language.ts); a locale joins this list once its texts
 * are complete, every web/i18n/locales/<locale>/ file with exactly the keys and ICU arguments of nl and its static
 * pages (locales.test.ts). Decision 0060.
 */
export const LOCALES = ['nl', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'pl', 'sv'] as const satisfies readonly KnownLocale[];
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** SPEC §4: the locale cookie, else the first two letters of domain_language, else nl. */
export function resolveLocale(cookieHeader: string | undefined, domainLanguage: string): Locale {
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  const fromDomain = domainLanguage.slice(0, 2).toLowerCase();
  return isLocale(fromDomain) ? fromDomain : 'nl';
}
