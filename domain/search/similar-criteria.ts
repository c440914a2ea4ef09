import { SEARCH_MAX_AGE, SEARCH_MIN_AGE, type SearchCriteria } from './search-criteria';

/** Fewer matches than this, and the search also offers similar profiles (SPEC §3 "similar results"). */
export const FEW_MATCHES = 12;
/** How far the age range widens on each side when it is the filter relaxed. */
export const AGE_WIDENING = 5;

/** Which filter a similar search let go of. */
export type RelaxedFilter = 'region' | 'age' | 'country';

/**
 * The search's filters relaxed one step, for the similar results: the region goes first; without one, the age range
 * widens by five years each side; when it is already as wide as it goes, the country goes. The gender is never
 * relaxed: it is whom she looks for. Nothing to relax (no region, all ages, no country): no similar search.
 */
export function similarCriteria(criteria: SearchCriteria): { readonly criteria: SearchCriteria; readonly relaxed: RelaxedFilter } | undefined {
  if (criteria.countryregion) return { criteria: { ...criteria, countryregion: undefined }, relaxed: 'region' };
  const allAges = criteria.minAge <= SEARCH_MIN_AGE && criteria.maxAge >= SEARCH_MAX_AGE;
  if (!allAges) {
    const minAge = Math.max(SEARCH_MIN_AGE, criteria.minAge - AGE_WIDENING);
    const maxAge = Math.min(SEARCH_MAX_AGE, criteria.maxAge + AGE_WIDENING);
    return { criteria: { ...criteria, minAge, maxAge }, relaxed: 'age' };
  }
  if (criteria.country) return { criteria: { ...criteria, country: undefined }, relaxed: 'country' };
  return undefined;
}
