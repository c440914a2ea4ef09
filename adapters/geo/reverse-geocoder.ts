import type { NearestPlace, Position, ReverseGeocoder } from '../../domain/profiles/settings-ports';
import type { Region } from './region-data';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two positions, in kilometres. */
export function haversineKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest city of the data shipped in the repository: no network, no third party learns where a member is. */
export class ShippedCitiesGeocoder implements ReverseGeocoder {
  constructor(private readonly regions: Readonly<Record<string, readonly Region[]>>) {}

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
