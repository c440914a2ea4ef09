import { locationProblem } from './location';
import type { RegionCatalogue } from './settings-ports';

const regions: RegionCatalogue = {
  NL: [
    { name: 'Noord-Holland', cities: ['Amsterdam', 'Haarlem'] },
    { name: 'Utrecht', cities: ['Utrecht', 'Amersfoort'] },
  ],
  BE: [{ name: 'Brussel', cities: ['Brussel'] }],
};

describe('a location', () => {
  it('is a served country, one of its regions and one of that region’s cities', () => {
    expect(locationProblem({ country: 'NL', region: 'Utrecht', city: 'Amersfoort' }, ['NL', 'BE'], regions)).toBeUndefined();
  });

  it('refuses a country the domain does not serve, even one with region data', () => {
    expect(locationProblem({ country: 'BE', region: 'Brussel', city: 'Brussel' }, ['NL'], regions)).toEqual({ field: 'country', reason: 'not_served' });
    expect(locationProblem({ country: 'FR', region: 'Bretagne', city: 'Rennes' }, ['NL', 'FR'], regions)).toMatchObject({ field: 'country' });
  });

  it('refuses a region of another country and a city of another region', () => {
    expect(locationProblem({ country: 'NL', region: 'Brussel', city: 'Brussel' }, ['NL', 'BE'], regions)).toEqual({ field: 'region', reason: 'unknown_region' });
    expect(locationProblem({ country: 'NL', region: 'Utrecht', city: 'Haarlem' }, ['NL'], regions)).toEqual({ field: 'city', reason: 'unknown_city' });
  });
});
