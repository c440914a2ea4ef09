import type { Location, RegionCatalogue } from './settings-ports';

export type LocationProblem = { readonly field: 'country' | 'region' | 'city'; readonly reason: string };

/** A location is a country the domain serves, one of its regions, and one of that region's cities. */
export function locationProblem(location: Location, countries: readonly string[], regions: RegionCatalogue): LocationProblem | undefined {
  const countryRegions = regions[location.country];
  if (!countries.includes(location.country) || !countryRegions) return { field: 'country', reason: 'not_served' };
  const region = countryRegions.find((r) => r.name === location.region);
  if (!region) return { field: 'region', reason: 'unknown_region' };
  if (!region.cities.includes(location.city)) return { field: 'city', reason: 'unknown_city' };
  return undefined;
}
