import { KNOWN_LOCALES } from '../profiles/language';
import { CREDIT_WORDS, creditPath, localisedPath, readCreditPath } from './credit-paths';

describe('the credit paths per language (SPEC §2)', () => {
  it('keeps /credits for nl and en, /guthaben for de', () => {
    expect(creditPath('nl', { page: 'bundles' })).toBe('/credits');
    expect(creditPath('en', { page: 'repeat-order' })).toBe('/credits/repeat-order');
    expect(creditPath('de', { page: 'bundles' })).toBe('/guthaben');
    expect(creditPath('de', { page: 'repeat-order' })).toBe('/guthaben/erneut-bestellen');
    expect(creditPath('it', { page: 'order', id: '2', method: 'paypal' })).toBe('/crediti/2/paypal');
    expect(creditPath('sv', { page: 'order', id: '2', method: '' })).toBe('/krediter/2');
  });

  it('writes every word in lower case ASCII', () => {
    for (const words of Object.values(CREDIT_WORDS)) {
      expect(words.credits).toMatch(/^[a-z-]+$/);
      expect(words.repeatOrder).toMatch(/^[a-z-]+$/);
    }
  });

  it('reads back every page it writes, in every language', () => {
    const pages = [{ page: 'bundles' }, { page: 'repeat-order' }, { page: 'order', id: '12', method: '' }, { page: 'order', id: '12', method: 'ideal' }] as const;
    for (const locale of KNOWN_LOCALES) for (const page of pages) expect(readCreditPath(creditPath(locale, page))).toEqual(page);
  });

  it('reads no other path as a credit page', () => {
    for (const path of ['/', '/credit', '/creditsx', '/members/12', '/credits/abc', '/credits/12/Ideal', '/credits/12/ideal/x', 'credits', '/credits/'])
      expect(readCreditPath(path)).toBeNull();
  });
});

describe('localisedPath', () => {
  it("writes a credit page's link in the visitor's words, keeping its query and fragment", () => {
    expect(localisedPath('/credits', 'de')).toBe('/guthaben');
    expect(localisedPath('/credits/repeat-order?x=1#top', 'de')).toBe('/guthaben/erneut-bestellen?x=1#top');
    expect(localisedPath('/guthaben/3/sdd', 'nl')).toBe('/credits/3/sdd');
    expect(localisedPath('/kreditter/genbestil', 'nb')).toBe('/kreditter/bestill-igjen');
  });

  it('leaves every other link as it is', () => {
    expect(localisedPath('/members?page=2', 'de')).toBe('/members?page=2');
    expect(localisedPath('/premium', 'fr')).toBe('/premium');
  });
});
