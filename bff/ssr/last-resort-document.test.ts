import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../web/i18n/locale';
import { LAST_RESORT_TEXTS } from '../../web/signals/last-resort-texts';
import { isErrorPageFailure, lastResortDocument } from './last-resort-document';

const html: [string, string] = ['Content-Type', 'text/html;charset=utf-8'];

describe("the server's last resort when the error page fails (SPEC §8)", () => {
  it.each(LOCALES)('is a whole page in %s, with no script and a link home', (locale) => {
    const page = lastResortDocument(locale);
    expect(page).toContain(`<html lang="${locale}">`);
    expect(page).toContain(`<h1>${LAST_RESORT_TEXTS[locale].text.replace(/'/g, '&#39;')}</h1>`);
    expect(page).toContain(`<a href="/">${LAST_RESORT_TEXTS[locale].home.replace(/'/g, '&#39;')}</a>`);
    expect(page).not.toMatch(/<script|\/assets\//);
  });

  it('every locale says it in its own words, English in SPEC §8\'s', () => {
    expect(new Set(LOCALES.map((locale) => LAST_RESORT_TEXTS[locale].text)).size).toBe(LOCALES.length);
    expect(LAST_RESORT_TEXTS.en).toEqual({ text: 'An error occurred while showing the error page', home: 'Back to the home page' });
  });

  it('speaks Dutch, the default, for a locale that is not served', () => {
    expect(lastResortDocument('xx')).toContain('<html lang="nl">');
    expect(lastResortDocument(undefined)).toContain(LAST_RESORT_TEXTS.nl.text);
  });

  it("knows Vike's own fallback from a rendered error page, a page's JSON and a redirect", () => {
    const failed = { errorWhileRendering: new Error('x'), httpResponse: { statusCode: 500, headers: [html] } };
    expect(isErrorPageFailure(failed)).toBe(true);
    expect(isErrorPageFailure({ ...failed, pageId: '/pages/_error' })).toBe(false);
    expect(isErrorPageFailure({ ...failed, httpResponse: { statusCode: 500, headers: [['Content-Type', 'application/json']] } })).toBe(false);
    expect(isErrorPageFailure({ pageId: null, httpResponse: { statusCode: 500, headers: [html] } })).toBe(false);
  });
});
