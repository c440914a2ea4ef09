import { DomainError } from '../shared/domain-error';
import type { Location, Position, ReverseGeocoder } from './settings-ports';

/** Farther than this from every shipped city, a position is not placed in any region. */
export const MAX_PLACE_DISTANCE_KM = 75;

export function positionProblem(position: Position): { field: 'lat' | 'lon'; reason: string } | undefined {
  if (!Number.isFinite(position.lat) || position.lat < -90 || position.lat > 90) return { field: 'lat', reason: 'out_of_range' };
  if (!Number.isFinite(position.lon) || position.lon < -180 || position.lon > 180) return { field: 'lon', reason: 'out_of_range' };
  return undefined;
}

/** The geolocation button: the browser's position to the country, region and city of the nearest shipped city. */
export class LocatePosition {
  constructor(private readonly deps: { readonly geocoder: ReverseGeocoder }) {}

  run(position: Position, servedCountries: readonly string[]): Location {
    const problem = positionProblem(position);
    if (problem) throw new DomainError('invalid_input', { field: problem.field, message: problem.reason });
    const place = this.deps.geocoder.nearest(position, servedCountries);
    if (!place || place.distanceKm > MAX_PLACE_DISTANCE_KM) throw new DomainError('not_found');
    return { country: place.country, region: place.region, city: place.city };
  }
}
