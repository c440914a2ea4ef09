import type { PaymentMethod } from '../payments/payment-method';
import type { MemberId } from '../shared/ids';
import type { Cents, Percent } from '../shared/quantities';

/** SPEC §3: once per member (the time bonus, the welcome code), or once at all (a code handed to one person). */
export type DiscountValidity = 'once_per_user' | 'once';

/** A discount code as the operator made it (SPEC §3 Discount code). */
export interface DiscountCode {
  readonly code: string;
  /** Only members of this country may use it; null: any. */
  readonly country: string | null;
  /** Only this member may use it; null: any. */
  readonly memberId: MemberId | null;
  readonly expiresAt: Date | null;
  readonly percentage: Percent;
  readonly currency: string;
  readonly minimumOrder: Cents;
  readonly status: 'active' | 'disabled';
  readonly validity: DiscountValidity;
  /** Only with these methods; empty: any. */
  readonly paymentMethods: readonly PaymentMethod[];
  /** Not before this moment; null or left out: from when it was made (decision 0078). */
  readonly validFrom?: Date | null;
  /** Only on this domain (the site's host); null or left out: any. */
  readonly domain?: string | null;
  /** How many payments may hold it at most, counted atomically when one reserves it; null or left out: no limit. */
  readonly maxUses?: number | null;
  /** How many payments hold it now (reserved or redeemed). */
  readonly uses?: number;
}

/**
 * A discount that applies to this member now: a code she typed, the time bonus (TIMEBONUS25, SPEC §9: a code of its
 * own for her, expiring 14400 s after her signup) or the welcome discount. `expiresAt` is when it stops applying.
 */
export interface AppliedDiscount extends DiscountCode {
  readonly kind: 'time_bonus' | 'welcome' | 'code';
}
