import { SEARCH_MAX_AGE, SEARCH_MIN_AGE, type SearchCriteria } from './search-criteria';
import { similarCriteria } from './similar-criteria';

const base: SearchCriteria = { gender: 'female', country: 'NL', countryregion: 'Utrecht', minAge: 30, maxAge: 40, page: 1 };

describe('the similar search', () => {
  it('lets go of the region first', () => {
    expect(similarCriteria(base)).toEqual({ criteria: { ...base, countryregion: undefined }, relaxed: 'region' });
  });

  it('without a region, widens the age range by five years each side, within 18 and 99', () => {
    expect(similarCriteria({ ...base, countryregion: undefined })).toEqual({ criteria: { ...base, countryregion: undefined, minAge: 25, maxAge: 45 }, relaxed: 'age' });
    expect(similarCriteria({ ...base, countryregion: undefined, minAge: 20, maxAge: 97 })?.criteria).toMatchObject({ minAge: SEARCH_MIN_AGE, maxAge: SEARCH_MAX_AGE });
  });

  it('with every age already, lets go of the country', () => {
    const allAges = { ...base, countryregion: undefined, minAge: SEARCH_MIN_AGE, maxAge: SEARCH_MAX_AGE };
    expect(similarCriteria(allAges)).toEqual({ criteria: { ...allAges, country: undefined }, relaxed: 'country' });
  });

  it('never lets go of the gender, and has nothing to relax when only the gender is set', () => {
    expect(similarCriteria({ gender: 'male', minAge: SEARCH_MIN_AGE, maxAge: SEARCH_MAX_AGE, page: 1 })).toBeUndefined();
    expect(similarCriteria(base)?.criteria.gender).toBe('female');
  });
});
