import { cents, percent } from '../shared/quantities';
import { discountedAmount } from './bundle';
import { messagePrice } from './message-price';

describe('the price of one message in a bundle (decision 0046)', () => {
  it('is exact when the price divides into whole cents: 50 credits (5 messages) for € 9,95 are € 1,99 each', () => {
    expect(messagePrice(cents(995), 5)).toEqual({ each: 199, exact: true });
  });

  it('is derived from the price charged: at 25 % off 50 credits cost € 7,46, about € 1,49 a message — not € 1,50 (5 × 1,50 = 7,50)', () => {
    const charged = discountedAmount(cents(995), percent(25));
    expect(charged).toBe(746);
    const price = messagePrice(charged, 5)!;
    expect(price).toEqual({ each: 149, exact: false });
    expect(price.each * 5).not.toBe(charged);
  });

  it('says a figure adds up only when messages × price is the price charged', () => {
    for (const [amount, messages] of [
      [1995, 12],
      [3995, 30],
      [8995, 80],
      [1496, 12],
      [1200, 12],
      [0, 5],
    ] as const) {
      const price = messagePrice(cents(amount), messages)!;
      expect(price.exact).toBe(price.each * messages === amount);
      // The nearest cent: never more than half a cent from the true share.
      expect(Math.abs(price.each - amount / messages)).toBeLessThanOrEqual(0.5);
    }
    expect(messagePrice(cents(1200), 12)).toEqual({ each: 100, exact: true });
    expect(messagePrice(cents(1995), 12)).toEqual({ each: 166, exact: false });
  });

  it('has no per-message price for a bundle that buys no whole message', () => {
    expect(messagePrice(cents(100), 0)).toBeNull();
  });
});
