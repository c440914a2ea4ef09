import type { CityPositions } from '../profiles/city-positions';
import { cardDistance, CardDistances, roundedDistance } from './card-distance';

const CITIES: Readonly<Record<string, { lat: number; lon: number }>> = {
  'NL:Utrecht': { lat: 52.0907, lon: 5.1214 },
  'NL:Zeist': { lat: 52.0894, lon: 5.2331 },
  'NL:Amersfoort': { lat: 52.1561, lon: 5.3878 },
  'NL:Amsterdam': { lat: 52.3676, lon: 4.9041 },
  'NL:Groningen': { lat: 53.2194, lon: 6.5665 },
  'NL:Maastricht': { lat: 50.8514, lon: 5.691 },
};
const cities: CityPositions = { positionOf: (country, city) => CITIES[`${country}:${city}`] };
const place = (city: string, country = 'NL') => ({ country, city });

describe('a card says how far away she lives', () => {
  it('says only "under 5 km" below 5 km, even in the same city', () => {
    expect(roundedDistance(0)).toEqual({ km: 5, under: true });
    expect(roundedDistance(4.99)).toEqual({ km: 5, under: true });
    expect(cardDistance(cities, place('Utrecht'), place('Utrecht'))).toEqual({ km: 5, under: true });
  });

  it('gives whole km from 5 up to 100', () => {
    expect(roundedDistance(5)).toEqual({ km: 5, under: false });
    expect(roundedDistance(12.4)).toEqual({ km: 12, under: false });
    expect(roundedDistance(99.6)).toEqual({ km: 100, under: false });
    expect(roundedDistance(100.4)).toEqual({ km: 100, under: false });
    // Utrecht – Zeist is about 7.7 km, Utrecht – Amersfoort about 20 km.
    expect(cardDistance(cities, place('Utrecht'), place('Zeist'))).toEqual({ km: 8, under: false });
    expect(cardDistance(cities, place('Utrecht'), place('Amersfoort'))).toEqual({ km: 20, under: false });
  });

  it('gives tens of km beyond 100', () => {
    expect(roundedDistance(104)).toEqual({ km: 100, under: false });
    expect(roundedDistance(106)).toEqual({ km: 110, under: false });
    expect(roundedDistance(1234)).toEqual({ km: 1230, under: false });
    // Groningen – Maastricht is about 270 km as the crow flies.
    expect(cardDistance(cities, place('Groningen'), place('Maastricht'))).toEqual({ km: 270, under: false });
  });

  it('is the same both ways', () => {
    expect(cardDistance(cities, place('Amsterdam'), place('Maastricht'))).toEqual(cardDistance(cities, place('Maastricht'), place('Amsterdam')));
  });

  it('is hidden when either place is unknown', () => {
    expect(cardDistance(cities, undefined, place('Utrecht'))).toBeUndefined();
    expect(cardDistance(cities, place(''), place('Utrecht'))).toBeUndefined();
    expect(cardDistance(cities, place('Utrecht'), place(''))).toBeUndefined();
    expect(cardDistance(cities, place('Utrecht'), place('Atlantis'))).toBeUndefined();
    expect(cardDistance(cities, place('Utrecht', 'DE'), place('Utrecht'))).toBeUndefined();
  });

  it('refuses what is not a distance', () => {
    expect(() => roundedDistance(-1)).toThrow(RangeError);
    expect(() => roundedDistance(Number.NaN)).toThrow(RangeError);
  });

  it('measures every card from one viewer', () => {
    const from = new CardDistances({ cities }).from(place('Utrecht'));
    expect([place('Zeist'), place('Atlantis')].map(from)).toEqual([{ km: 8, under: false }, undefined]);
    expect(new CardDistances({ cities }).from(undefined)(place('Zeist'))).toBeUndefined();
  });
});
