import { countryName, languageName } from './country-name';

describe('country and language names (Intl.DisplayNames)', () => {
  it('names any country in the locale, not only the ones a catalogue knew', () => {
    expect(countryName('nl', 'BE')).toBe('België');
    expect(countryName('en', 'BE')).toBe('Belgium');
    expect(countryName('nl', 'FR')).toBe('Frankrijk');
    expect(countryName('en', 'DE')).toBe('Germany');
  });

  it('shows a value that is no country code as it is', () => {
    expect(countryName('nl', '')).toBe('');
    expect(countryName('nl', 'Elders')).toBe('Elders');
  });

  it('names each language in that language, as a language menu lists them', () => {
    expect(languageName('nl')).toBe('Nederlands');
    expect(languageName('en')).toBe('English');
  });
});
