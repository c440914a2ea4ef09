import { countryName } from './country-name';
import { placeText } from './place-text';

const dutch = (code: string) => countryName('nl', code);

describe('a place in words', () => {
  it('names the city, its region and the country', () => {
    expect(placeText({ city: 'Amersfoort', region: 'Utrecht', country: 'NL' }, dutch)).toBe('Amersfoort, Utrecht, Nederland');
  });

  it('leaves the region out when it is the city’s own name, in any case and spacing', () => {
    expect(placeText({ city: 'Utrecht', region: 'Utrecht', country: 'NL' }, dutch)).toBe('Utrecht, Nederland');
    expect(placeText({ city: 'groningen', region: ' Groningen', country: 'NL' }, dutch)).toBe('groningen, Nederland');
    expect(placeText({ city: 'Wien', region: 'Wien', country: 'AT' }, (code) => countryName('de', code))).toBe('Wien, Österreich');
  });

  it('keeps the region when there is no city, and leaves out what is empty', () => {
    expect(placeText({ city: '', region: 'Utrecht', country: 'NL' }, dutch)).toBe('Utrecht, Nederland');
    expect(placeText({ city: 'Utrecht', region: '', country: '' }, dutch)).toBe('Utrecht');
  });
});
