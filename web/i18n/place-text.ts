import { useCountryName } from './country-name';

/** Where a member lives, as her profile keeps it: a city in a region of a country (ISO code). */
export interface Place {
  readonly city: string;
  readonly region: string;
  readonly country: string;
}

const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/**
 * A place in words, the one way every screen shows it: "Utrecht, Nederland", not "Utrecht, Utrecht, Nederland" — the
 * region is left out when it is the city's own name (issue 27); what is empty is left out.
 */
export function placeText(place: Place, countryName: (code: string) => string): string {
  const region = place.city && same(place.city, place.region) ? '' : place.region;
  return [place.city, region, place.country ? countryName(place.country) : ''].filter((part) => part.trim() !== '').join(', ');
}

/** placeText with the country named in the page's locale. */
export function usePlaceText(): (place: Place) => string {
  const countryName = useCountryName();
  return (place) => placeText(place, countryName);
}
