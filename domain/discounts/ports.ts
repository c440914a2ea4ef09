import type { MemberId } from '../shared/ids';
import type { AppliedDiscount, DiscountCode } from './discount';

/** The operator's discount codes and who redeemed them. */
export interface DiscountCodes {
  /** Case-insensitive. */
  find(code: string): Promise<DiscountCode | undefined>;
  /** Whether this member redeemed the code (on a completed payment). */
  redeemedBy(code: string, memberId: MemberId): Promise<boolean>;
  /** Whether anyone redeemed it (a code valid `once`). */
  redeemedByAnyone(code: string): Promise<boolean>;
}

/** Inside the payment's transaction: a discount is used when the payment completes; a second redemption of it is ignored. */
export interface DiscountRedemptions {
  redeem(redemption: { readonly code: string; readonly memberId: MemberId; readonly paymentId: string; readonly at: Date }): Promise<void>;
}

/**
 * What checkout and the credits page ask of discounts (domain/discounts/resolve-discount.ts implements it): the discount that applies to
 * this order, or an error with code_not_found, code_used or code_invalid (SPEC §5, §8).
 */
export interface CheckoutDiscounts {
  resolve(order: {
    readonly memberId: MemberId;
    readonly domain: string;
    readonly country: string;
    readonly code: string;
    readonly amount: number;
    readonly currency: string;
    readonly method: string;
  }): Promise<AppliedDiscount>;
  /** SPEC §4: the active discount of a member now, the time bonus if present, otherwise the welcome code; or none. */
  active(memberId: MemberId, domain: string): Promise<AppliedDiscount | null>;
}
