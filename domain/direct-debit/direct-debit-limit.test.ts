import { cents } from '../shared/quantities';
import { directDebitWindowStart, requireNotBlocked, requireWithinDirectDebitLimit, withinDirectDebitLimit } from './direct-debit-limit';

describe('the direct-debit limit', () => {
  it('lets an order through up to the limit exactly, and not a cent past it', () => {
    expect(withinDirectDebitLimit(cents(11_005), cents(3_995), cents(15_000))).toBe(true);
    expect(withinDirectDebitLimit(cents(11_006), cents(3_995), cents(15_000))).toBe(false);
    expect(withinDirectDebitLimit(cents(0), cents(15_001), cents(15_000))).toBe(false);
  });

  it('refuses with direct_debit_limit', () => {
    expect(() => requireWithinDirectDebitLimit(cents(14_000), cents(1_995), cents(15_000))).toThrow(expect.objectContaining({ code: 'direct_debit_limit' }));
    expect(() => requireWithinDirectDebitLimit(cents(0), cents(1_995), cents(15_000))).not.toThrow();
  });

  it('counts the 30 days before the order', () => {
    expect(directDebitWindowStart(new Date('2026-11-26T12:00:00Z'))).toEqual(new Date('2026-10-27T12:00:00Z'));
  });

  it('refuses a blocked member with direct_debit_blocked', () => {
    expect(() => requireNotBlocked(true)).toThrow(expect.objectContaining({ code: 'direct_debit_blocked' }));
    expect(() => requireNotBlocked(false)).not.toThrow();
  });
});
