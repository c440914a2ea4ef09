import { DomainError } from '../shared/domain-error';
import { memberId } from '../shared/ids';
import { cents } from '../shared/quantities';
import { checkDiscountCode, type DiscountOrder } from './check-discount-code';
import type { DiscountCode } from './discount';
import { aDiscountCode } from '../../test/support/discount-code-mother';

const now = new Date('2026-11-26T10:00:00Z');
const code = (changes: Partial<DiscountCode> = {}): DiscountCode => aDiscountCode(changes);
const order: DiscountOrder = { memberId: memberId(7), country: 'NL', amount: cents(1995), currency: 'EUR', method: 'ideal' };
const unused = { byMember: false, byAnyone: false };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return [error.code, error.field];
    throw error;
  }
  return 'accepted';
};

describe('checking a discount code against an order (SPEC §5, §8)', () => {
  it('applies a code that fits the order, as kind code', () => {
    expect(checkDiscountCode(code(), order, unused, now)).toMatchObject({ code: 'ZOMER10', percentage: 10, kind: 'code' });
  });

  it('refuses an unknown code with code_not_found on discount_code', () => {
    expect(refusal(() => checkDiscountCode(undefined, order, unused, now))).toEqual(['code_not_found', 'discount_code']);
  });

  it('refuses a code she used already with code_used, and a code valid once that anyone used', () => {
    expect(refusal(() => checkDiscountCode(code(), order, { byMember: true, byAnyone: true }, now))).toEqual(['code_used', 'discount_code']);
    expect(refusal(() => checkDiscountCode(code({ validity: 'once' }), order, { byMember: false, byAnyone: true }, now))).toEqual(['code_used', 'discount_code']);
    expect(refusal(() => checkDiscountCode(code(), order, { byMember: false, byAnyone: true }, now))).toBe('accepted');
  });

  it('refuses another member’s personal code with code_invalid, even one she could not have used', () => {
    const hers = code({ memberId: memberId(8) });
    expect(refusal(() => checkDiscountCode(hers, order, unused, now))).toEqual(['code_invalid', 'discount_code']);
    expect(refusal(() => checkDiscountCode({ ...hers, validity: 'once' }, order, { byMember: false, byAnyone: true }, now))).toEqual(['code_invalid', 'discount_code']);
    expect(refusal(() => checkDiscountCode(code({ memberId: memberId(7) }), order, unused, now))).toBe('accepted');
  });

  it('refuses with code_invalid a code disabled, expired, of another country, currency or method, or below its minimum order', () => {
    for (const bad of [
      code({ status: 'disabled' }),
      code({ expiresAt: now }),
      code({ country: 'BE' }),
      code({ currency: 'GBP' }),
      code({ paymentMethods: ['creditcard', 'paypal'] }),
      code({ minimumOrder: cents(2000) }),
    ])
      expect(refusal(() => checkDiscountCode(bad, order, unused, now))).toEqual(['code_invalid', 'discount_code']);
  });

  it('accepts at the edges: a second before expiry, the same country in lower case, the minimum order exactly, a listed method', () => {
    expect(refusal(() => checkDiscountCode(code({ expiresAt: new Date(now.getTime() + 1000) }), order, unused, now))).toBe('accepted');
    expect(refusal(() => checkDiscountCode(code({ country: 'nl' }), order, unused, now))).toBe('accepted');
    expect(refusal(() => checkDiscountCode(code({ minimumOrder: cents(1995) }), order, unused, now))).toBe('accepted');
    expect(refusal(() => checkDiscountCode(code({ paymentMethods: ['ideal'] }), order, unused, now))).toBe('accepted');
  });

  it('refuses a code whose limit is used up with code_used, one not started yet or of another domain with code_invalid (decision 0078)', () => {
    expect(refusal(() => checkDiscountCode(code({ maxUses: 5, uses: 5 }), order, unused, now))).toEqual(['code_used', 'discount_code']);
    expect(refusal(() => checkDiscountCode(code({ maxUses: 5, uses: 4 }), order, unused, now))).toBe('accepted');
    expect(refusal(() => checkDiscountCode(code({ validFrom: new Date(now.getTime() + 1000) }), order, unused, now))).toEqual(['code_invalid', 'discount_code']);
    expect(refusal(() => checkDiscountCode(code({ validFrom: now }), order, unused, now))).toBe('accepted');
    expect(refusal(() => checkDiscountCode(code({ domain: 'hartslag.be' }), { ...order, domain: 'hartslag.nl' }, unused, now))).toEqual(['code_invalid', 'discount_code']);
    expect(refusal(() => checkDiscountCode(code({ domain: 'hartslag.nl' }), { ...order, domain: 'Hartslag.NL' }, unused, now))).toBe('accepted');
  });

  it('leaves unchecked what the order does not say yet: amount, currency, method', () => {
    const bare: DiscountOrder = { memberId: memberId(7), country: 'NL' };
    expect(refusal(() => checkDiscountCode(code({ minimumOrder: cents(5000), currency: 'GBP', paymentMethods: ['paypal'] }), bare, unused, now))).toBe('accepted');
  });
});
