import { LocatePosition, MAX_PLACE_DISTANCE_KM } from './locate-position';
import type { NearestPlace, ReverseGeocoder } from './settings-ports';

const geocoderAt = (distanceKm: number): ReverseGeocoder & { countriesAsked?: readonly string[] } => {
  const geocoder: ReverseGeocoder & { countriesAsked?: readonly string[] } = {
    nearest(_position, countries): NearestPlace | undefined {
      geocoder.countriesAsked = countries;
      return { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam', distanceKm };
    },
  };
  return geocoder;
};

describe('placing a position', () => {
  it('gives the country, region and city of the nearest city, searching the served countries only', () => {
    const geocoder = geocoderAt(1.2);
    expect(new LocatePosition({ geocoder }).run({ lat: 52.37, lon: 4.9 }, ['NL', 'BE'])).toEqual({ country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' });
    expect(geocoder.countriesAsked).toEqual(['NL', 'BE']);
  });

  it(`places a position exactly ${MAX_PLACE_DISTANCE_KM} km from the nearest city, and not one farther`, () => {
    expect(new LocatePosition({ geocoder: geocoderAt(MAX_PLACE_DISTANCE_KM) }).run({ lat: 1, lon: 1 }, ['NL'])).toMatchObject({ city: 'Amsterdam' });
    expect(() => new LocatePosition({ geocoder: geocoderAt(MAX_PLACE_DISTANCE_KM + 0.01) }).run({ lat: 1, lon: 1 }, ['NL'])).toThrow(
      expect.objectContaining({ code: 'not_found' }),
    );
  });

  it('answers not_found when no served country has a city', () => {
    const none: ReverseGeocoder = { nearest: () => undefined };
    expect(() => new LocatePosition({ geocoder: none }).run({ lat: 1, lon: 1 }, [])).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  it('refuses latitudes beyond ±90 and longitudes beyond ±180, naming the field', () => {
    const locate = new LocatePosition({ geocoder: geocoderAt(1) });
    expect(() => locate.run({ lat: 90.0001, lon: 0 }, ['NL'])).toThrow(expect.objectContaining({ code: 'invalid_input', field: 'lat' }));
    expect(() => locate.run({ lat: -90, lon: 180 }, ['NL'])).not.toThrow();
    expect(() => locate.run({ lat: 0, lon: -180.5 }, ['NL'])).toThrow(expect.objectContaining({ field: 'lon' }));
    expect(() => locate.run({ lat: Number.NaN, lon: 0 }, ['NL'])).toThrow(expect.objectContaining({ field: 'lat' }));
  });
});
