export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** SPEC §4: the locale cookie, else the first two letters of domain_language, else nl. */
export function resolveLocale(cookieHeader: string | undefined, domainLanguage: string): Locale {
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  const fromDomain = domainLanguage.slice(0, 2).toLowerCase();
  return isLocale(fromDomain) ? fromDomain : 'nl';
}
