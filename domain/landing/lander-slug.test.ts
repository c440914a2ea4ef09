import { landerSlug, NICHE_PREFIXES, readLanderSlug, slugLanguage, slugWord, type Niche } from './lander-slug';

const PLACES = [
  { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' },
  { country: 'NL', region: 'Zuid-Holland', city: 'Den Haag' },
  { country: 'NL', region: 'Noord-Brabant', city: "'s-Hertogenbosch" },
  { country: 'BE', region: 'Luik', city: 'Liège' },
];
const LOCALES = ['nl', 'en', 'de'];

describe('the niche prefixes (SPEC §9)', () => {
  it('are none, she-, bdsm-, bbw-, gilf-, milf- and gay- for niches 1 to 7', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => NICHE_PREFIXES[n as Niche])).toEqual(['', 'she-', 'bdsm-', 'bbw-', 'gilf-', 'milf-', 'gay-']);
  });
});

describe('slugLanguage', () => {
  it("writes English as 'eng' and any other locale as its code", () => {
    expect(slugLanguage('en')).toBe('eng');
    expect(slugLanguage('nl')).toBe('nl');
    expect(slugLanguage('de')).toBe('de');
  });
});

describe('slugWord', () => {
  it('writes names in lower case without accents, words joined by hyphens', () => {
    expect(slugWord('Den Haag')).toBe('den-haag');
    expect(slugWord('Liège')).toBe('liege');
    expect(slugWord("'s-Hertogenbosch")).toBe('s-hertogenbosch');
  });
});

describe('landerSlug', () => {
  it("puts the niche's prefix before the city", () => {
    expect(landerSlug(2, { city: 'Amsterdam' }, 'nl')).toBe('she-amsterdam');
    expect(landerSlug(1, { city: 'Den Haag' }, 'nl')).toBe('den-haag');
  });
  it("names the language without a city, 'eng' for English", () => {
    expect(landerSlug(7, null, 'en')).toBe('gay-eng');
    expect(landerSlug(6, null, 'nl')).toBe('milf-nl');
  });
});

describe('readLanderSlug', () => {
  it("finds the city after the site's own prefix, spelled as the region data spells it", () => {
    expect(readLanderSlug('she-amsterdam', 2, PLACES, LOCALES)).toEqual({ place: PLACES[0], locale: null, ownNiche: true });
    expect(readLanderSlug('den-haag', 1, PLACES, LOCALES)).toEqual({ place: PLACES[1], locale: null, ownNiche: true });
    expect(readLanderSlug('bdsm-s-hertogenbosch', 3, PLACES, LOCALES).place).toEqual(PLACES[2]);
    expect(readLanderSlug('she-liege', 2, PLACES, LOCALES).place).toEqual(PLACES[3]);
  });
  it("finds the city behind another niche's prefix too", () => {
    expect(readLanderSlug('gay-amsterdam', 2, PLACES, LOCALES)).toEqual({ place: PLACES[0], locale: null, ownNiche: false });
  });
  it('reads any case and stray characters', () => {
    expect(readLanderSlug('SHE-Amsterdam', 2, PLACES, LOCALES).place).toEqual(PLACES[0]);
  });
  it("reads the language part, 'eng' as English", () => {
    expect(readLanderSlug('she-eng', 2, PLACES, LOCALES)).toEqual({ place: null, locale: 'en', ownNiche: true });
    expect(readLanderSlug('milf-nl', 6, PLACES, LOCALES)).toEqual({ place: null, locale: 'nl', ownNiche: true });
    expect(readLanderSlug('en', 1, PLACES, LOCALES).locale).toBeNull();
  });
  it('lands an unknown or missing slug on the country-wide page', () => {
    expect(readLanderSlug('she-atlantis', 2, PLACES, LOCALES)).toEqual({ place: null, locale: null, ownNiche: true });
    expect(readLanderSlug(undefined, 2, PLACES, LOCALES)).toEqual({ place: null, locale: null, ownNiche: false });
    expect(readLanderSlug('', 1, PLACES, LOCALES)).toEqual({ place: null, locale: null, ownNiche: true });
  });
});
