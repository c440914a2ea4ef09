import type { Gender } from '../profiles/profile';

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MIN_AGE = 18;
export const SEARCH_MAX_AGE = 99;

/** SPEC §3 search state: gender, country, countryregion, min_age, max_age, page. */
export interface SearchCriteria {
  readonly gender?: Gender;
  readonly country?: string;
  readonly countryregion?: string;
  readonly minAge: number;
  readonly maxAge: number;
  readonly page: number;
}

/** An age range the wrong way round is read the right way round, and the floor is never below adulthood. */
export function normaliseAgeRange(minAge: number | undefined, maxAge: number | undefined): { minAge: number; maxAge: number } {
  const low = Math.max(SEARCH_MIN_AGE, minAge ?? SEARCH_MIN_AGE);
  const high = Math.min(SEARCH_MAX_AGE, maxAge ?? SEARCH_MAX_AGE);
  return low <= high ? { minAge: low, maxAge: high } : { minAge: Math.max(SEARCH_MIN_AGE, high), maxAge: Math.min(SEARCH_MAX_AGE, low) };
}
