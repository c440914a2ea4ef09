import type { DiscountCode } from '../../domain/discounts/discount';
import { cents, percent } from '../../domain/shared/quantities';

/** An ordinary operator's code (10 % off, anyone, any method, no minimum, once per member) with the changes a test names. */
export const aDiscountCode = (changes: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'ZOMER10',
  country: null,
  memberId: null,
  expiresAt: null,
  percentage: percent(10),
  currency: 'EUR',
  minimumOrder: cents(0),
  status: 'active',
  validity: 'once_per_user',
  paymentMethods: [],
  validFrom: null,
  domain: null,
  maxUses: null,
  uses: 0,
  ...changes,
});
