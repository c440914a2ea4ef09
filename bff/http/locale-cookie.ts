import type { Response } from 'express';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, localeAfterLogin } from '../../domain/locale/locale-choice';
import { LOCALES, type Locale } from '../../web/i18n/locale';

/**
 * SPEC §4, §9: the `locale` cookie, 365 days, for the whole site, sent on links from other sites (Lax) and over HTTPS
 * only in production. Not HttpOnly: it holds a language code, nothing to steal. Decision 0064.
 */
export function setLocaleCookie(res: Response, locale: Locale, secure: boolean): void {
  res.cookie(LOCALE_COOKIE, locale, { sameSite: 'lax', secure, path: '/', maxAge: LOCALE_COOKIE_DAYS * 24 * 60 * 60 * 1000 });
}

/** A member logged in: her saved language, when served, becomes the cookie's (SPEC §4: it wins on her next visit). */
export function setLocaleCookieOnLogin(res: Response, savedLanguage: string, secure: boolean): void {
  const locale = localeAfterLogin(LOCALES, savedLanguage);
  if (locale) setLocaleCookie(res, locale, secure);
}
