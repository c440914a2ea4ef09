import { distanceKm, type CityPositions } from '../../domain/profiles/city-positions';
import type { NearestPlace, Position, ReverseGeocoder } from '../../domain/profiles/settings-ports';
import type { Region } from './region-data';

/** Great-circle distance between two positions, in kilometres (the domain's). */
export const haversineKm = distanceKm;

/**
 * The nearest city of the data shipped in the repository: no network, no third party learns where a member is. And
 * where each of its cities lies, for the match finder's distances.
 */
export class ShippedCitiesGeocoder implements ReverseGeocoder, CityPositions {
  constructor(private readonly regions: Readonly<Record<string, readonly Region[]>>) {}

  positionOf(country: string, city: string): Position | undefined {
    for (const region of this.regions[country] ?? []) {
      const found = region.cities.find((candidate) => candidate.name === city);
      if (found) return { lat: found.lat, lon: found.lon };
    }
    return undefined;
  }

  nearest(position: Position, countries: readonly string[]): NearestPlace | undefined {
    let best: NearestPlace | undefined;
    for (const country of countries) {
      for (const region of this.regions[country] ?? []) {
        for (const city of region.cities) {
          const distanceKm = haversineKm(position, city);
          if (!best || distanceKm < best.distanceKm) best = { country, region: region.name, city: city.name, distanceKm };
        }
      }
    }
    return best;
  }
}
