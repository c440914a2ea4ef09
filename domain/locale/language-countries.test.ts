import { KNOWN_LOCALES } from '../profiles/language';
import { countryShownFor, LANGUAGE_COUNTRIES } from './language-countries';

describe('the language-to-country map (SPEC §9)', () => {
  it('names exactly the nineteen countries of SPEC §9', () => {
    const countries = new Set(Object.values(LANGUAGE_COUNTRIES).flat());
    expect([...countries].sort()).toEqual(['AT', 'AU', 'BE', 'CA', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'NZ', 'PL', 'SE', 'US'].sort());
  });

  it('has countries for every known language', () => {
    for (const locale of KNOWN_LOCALES) expect(LANGUAGE_COUNTRIES[locale].length).toBeGreaterThan(0);
  });

  it("shows a language with the visitor's own country when it is spoken there", () => {
    expect(countryShownFor('en', 'GB')).toBe('GB');
    expect(countryShownFor('nl', 'BE')).toBe('BE');
    expect(countryShownFor('de', 'CH')).toBe('CH');
  });

  it('else with its first country', () => {
    expect(countryShownFor('en', 'NL')).toBe('US');
    expect(countryShownFor('nb', 'SE')).toBe('NO');
  });
});
