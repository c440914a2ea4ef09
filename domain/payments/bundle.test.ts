import { defaultSettings } from '../settings/default-settings';
import { cents, percent } from '../shared/quantities';
import { bundlesFor, discountedAmount, messagesFor } from './bundle';

describe('the bundles of credits', () => {
  const settings = {
    credit_bundles: [
      { id: 3, credits: 300, amount_cents: 3995, currency: 'EUR', countries: [] },
      { id: 1, credits: 50, amount_cents: 995, currency: 'EUR', countries: [] },
      { id: 7, credits: 100, amount_cents: 1490, currency: 'EUR', countries: ['be'] },
    ],
  };

  it('offers the bundles sold everywhere and those of her country, cheapest first', () => {
    expect(bundlesFor(settings, 'NL').map((b) => b.id)).toEqual([1, 3]);
    expect(bundlesFor(settings, 'BE').map((b) => b.id)).toEqual([1, 7, 3]);
  });

  it('takes a percentage off, rounding the discount up to the cent in the member’s favour', () => {
    expect(discountedAmount(cents(1995), percent(25))).toBe(1496);
    expect(discountedAmount(cents(995), percent(25))).toBe(746);
    expect(discountedAmount(cents(995), percent(0))).toBe(995);
    expect(discountedAmount(cents(995), percent(100))).toBe(0);
  });

  it('says how many whole messages a bundle buys', () => {
    const [bundle] = bundlesFor(defaultSettings, 'NL').filter((b) => b.id === 2);
    expect(messagesFor(bundle!, 10)).toBe(12);
    expect(messagesFor(bundle!, 7)).toBe(17);
  });
});
