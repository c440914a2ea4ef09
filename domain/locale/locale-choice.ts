/**
 * SPEC §4, §9: which interface language a request is served in, and which languages a domain offers (decision 0064).
 * Generic over the locale type: the served list (web/i18n/locale.ts LOCALES) is the caller's, the rules are here.
 */

/** SPEC §9: the cookie that keeps a visitor's language, and its lifetime. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

const isIn = <L extends string>(served: readonly L[], value: string | undefined): value is L =>
  value !== undefined && (served as readonly string[]).includes(value);

/**
 * SPEC §4: the language of the locale cookie when it is served; else the first two letters of the domain's
 * `domain_language` when that is served; else the fallback (nl, the default locale).
 */
export function chooseLocale<L extends string>(served: readonly L[], cookie: string | undefined, domainLanguage: string, fallback: L): L {
  if (isIn(served, cookie)) return cookie;
  const fromDomain = domainLanguage.slice(0, 2).toLowerCase();
  return isIn(served, fromDomain) ? fromDomain : fallback;
}

/**
 * A member logs in: her saved language becomes the cookie's, so it wins over whatever the browser chose before
 * (SPEC §4 "her saved language is used on her next visit"). None when she saved a language the site does not serve.
 */
export function localeAfterLogin<L extends string>(served: readonly L[], saved: string): L | undefined {
  const language = saved.slice(0, 2).toLowerCase();
  return isIn(served, language) ? language : undefined;
}

/**
 * The languages a domain offers in its language menu: the served ones its `languages` setting lists, in the served
 * order; every served one when the setting is empty or names none of them.
 */
export function offeredLocales<L extends string>(served: readonly L[], setting: readonly string[]): L[] {
  const listed = served.filter((locale) => setting.includes(locale));
  return listed.length > 0 ? listed : [...served];
}

/** SPEC §2: the language menu shows only when a domain offers more than one language. */
export const showsLanguageMenu = (offered: readonly string[]): boolean => offered.length > 1;
