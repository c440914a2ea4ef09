import { normaliseAgeRange, SEARCH_MAX_AGE, SEARCH_MIN_AGE } from './search-criteria';

describe('the age range of a search', () => {
  it('is 18 to 99 when none is given', () => {
    expect(normaliseAgeRange(undefined, undefined)).toEqual({ minAge: SEARCH_MIN_AGE, maxAge: SEARCH_MAX_AGE });
    expect([SEARCH_MIN_AGE, SEARCH_MAX_AGE]).toEqual([18, 99]);
  });

  it('keeps a range given the right way round', () => {
    expect(normaliseAgeRange(25, 40)).toEqual({ minAge: 25, maxAge: 40 });
  });

  it('keeps a range of a single age', () => {
    expect(normaliseAgeRange(30, 30)).toEqual({ minAge: 30, maxAge: 30 });
  });

  it('fills in only the missing end', () => {
    expect(normaliseAgeRange(30, undefined)).toEqual({ minAge: 30, maxAge: 99 });
    expect(normaliseAgeRange(undefined, 30)).toEqual({ minAge: 18, maxAge: 30 });
  });

  it('reads a range the wrong way round the right way round', () => {
    expect(normaliseAgeRange(40, 25)).toEqual({ minAge: 25, maxAge: 40 });
  });

  it('never starts below 18', () => {
    expect(normaliseAgeRange(12, 30)).toEqual({ minAge: 18, maxAge: 30 });
    expect(normaliseAgeRange(12, 15)).toEqual({ minAge: 18, maxAge: 18 });
  });

  it('never ends above 99', () => {
    expect(normaliseAgeRange(30, 150)).toEqual({ minAge: 30, maxAge: 99 });
    expect(normaliseAgeRange(150, 120)).toEqual({ minAge: 99, maxAge: 99 });
  });
});
