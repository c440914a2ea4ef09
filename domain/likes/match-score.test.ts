import { distanceKm } from '../profiles/city-positions';
import { matchScore, NEAR_KM } from './match-score';

const choice = { minAge: 25, maxAge: 40, region: 'Utrecht', reason: 'Een serieuze relatie' };

describe('how well a candidate fits the match finder\'s choice', () => {
  it('gives the most to one nearby, in the chosen region, looking for the same, newest', () => {
    expect(matchScore({ region: 'Utrecht', reason: 'Een serieuze relatie', age01: 0, distanceKm: 0 }, choice)).toBe(100);
  });

  it('weighs nearness down to nothing at 300 km, and knows no distance without cities', () => {
    const at = (km: number | undefined) => matchScore({ region: 'Gelderland', reason: 'Vriendschap', age01: 1, distanceKm: km }, choice);
    expect(at(0)).toBe(40);
    expect(at(NEAR_KM / 2)).toBe(20);
    expect(at(NEAR_KM)).toBe(0);
    expect(at(900)).toBe(0);
    expect(at(undefined)).toBe(0);
  });

  it('adds the region and the reason only when she chose them', () => {
    const candidate = { region: 'Utrecht', reason: 'Een serieuze relatie', age01: 1, distanceKm: undefined };
    expect(matchScore(candidate, choice)).toBe(45);
    expect(matchScore(candidate, { minAge: 25, maxAge: 40 })).toBe(0);
  });

  it('measures Amsterdam to Utrecht as about 35 km', () => {
    expect(Math.round(distanceKm({ lat: 52.37, lon: 4.9 }, { lat: 52.09, lon: 5.12 }))).toBe(35);
  });
});
