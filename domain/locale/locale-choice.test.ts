import { chooseLocale, localeAfterLogin, offeredLocales, showsLanguageMenu, LOCALE_COOKIE_DAYS } from './locale-choice';

const SERVED = ['nl', 'en', 'de'] as const;

describe('chooseLocale (SPEC §4)', () => {
  it('takes the cookie first, whatever the domain speaks', () => {
    expect(chooseLocale(SERVED, 'en', 'de-DE', 'nl')).toBe('en');
  });

  it('takes the first two letters of domain_language when there is no cookie', () => {
    expect(chooseLocale(SERVED, undefined, 'de-AT', 'nl')).toBe('de');
    expect(chooseLocale(SERVED, undefined, 'EN', 'nl')).toBe('en');
  });

  it('passes over a cookie naming a language the site does not serve', () => {
    expect(chooseLocale(SERVED, 'fr', 'de-DE', 'nl')).toBe('de');
  });

  it('falls back to nl when neither names a served language', () => {
    expect(chooseLocale(SERVED, 'xx', 'fr-FR', 'nl')).toBe('nl');
    expect(chooseLocale(SERVED, undefined, '', 'nl')).toBe('nl');
  });

  it('keeps the cookie for a year (SPEC §9)', () => {
    expect(LOCALE_COOKIE_DAYS).toBe(365);
  });
});

describe('localeAfterLogin', () => {
  it('is her saved language when the site serves it', () => {
    expect(localeAfterLogin(SERVED, 'en')).toBe('en');
    expect(localeAfterLogin(SERVED, 'de-DE')).toBe('de');
  });

  it('is none for a saved language the site does not serve', () => {
    expect(localeAfterLogin(SERVED, 'fi')).toBeUndefined();
    expect(localeAfterLogin(SERVED, '')).toBeUndefined();
  });
});

describe('offeredLocales and the language menu', () => {
  it('offers every served language when the setting is empty', () => {
    expect(offeredLocales(SERVED, [])).toEqual(['nl', 'en', 'de']);
  });

  it('offers the served languages the setting lists, in the served order', () => {
    expect(offeredLocales(SERVED, ['de', 'nl', 'fi'])).toEqual(['nl', 'de']);
  });

  it('offers every served language when the setting names none of them', () => {
    expect(offeredLocales(SERVED, ['fi'])).toEqual(['nl', 'en', 'de']);
  });

  it('shows the menu only for more than one language (SPEC §2)', () => {
    expect(showsLanguageMenu(offeredLocales(SERVED, ['nl']))).toBe(false);
    expect(showsLanguageMenu(offeredLocales(SERVED, ['nl', 'en']))).toBe(true);
  });
});
