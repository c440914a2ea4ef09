import type { MemberId } from '../shared/ids';
import type { AppliedDiscount, DiscountCode } from './discount';

/** The operator's discount codes, and who holds a code (any code, the member's own ones too). */
export interface DiscountCodes {
  /** Case-insensitive. */
  find(code: string): Promise<DiscountCode | undefined>;
  /** Whether this member holds the code: reserved for a payment of hers still open, or redeemed on a completed one. */
  usedBy(code: string, memberId: MemberId): Promise<boolean>;
  /** Whether this member holds any of the codes (her two welcome offers): one question to the store, not one per code. */
  usedAnyBy(codes: readonly string[], memberId: MemberId): Promise<boolean>;
  /** Whether anyone holds it, reserved or redeemed (a code valid `once`). */
  usedByAnyone(code: string): Promise<boolean>;
}

/** A code held for one payment (decision 0044): what the unique rules of the store need to know of it. */
export interface CodeHold {
  readonly code: string;
  readonly memberId: MemberId;
  readonly paymentId: string;
  /** A code valid once at all: no other payment, of any member, may hold it. */
  readonly singleUse: boolean;
  /** One of the member's welcome offers (TIMEBONUS25, the welcome code): she holds at most one of them. */
  readonly welcome: boolean;
  /**
   * An operator's code (decision 0078): its use is counted first, atomically, against its limit; when the limit is
   * reached the hold is refused. The member's own codes (welcome offers) have no row to count on.
   */
  readonly counted?: boolean;
  readonly at: Date;
}

/**
 * Inside a transaction (decision 0044): a code is reserved when the checkout of its payment starts, redeemed when the
 * payment completes and released when it fails or is cancelled. A code is held at most once per member, at most once
 * at all when single-use, and a member holds at most one welcome offer: across instances, by the store's unique rules.
 */
export interface DiscountRedemptions {
  /** Reserves the code for the payment; false (and nothing changed) when it is held already. */
  reserve(hold: CodeHold): Promise<boolean>;
  /**
   * The payment completed: its reservation becomes a redemption. A payment with no reservation (lost, or opened before
   * reservations existed) gets a redemption where the unique rules allow one, and none where they do not (she holds
   * the code, or another welcome offer, on another payment): the money was taken, so the caller credits it whatever
   * this finds. Such a redemption is not marked single-use (the payment does not say); checkout still reads it as used.
   */
  redeem(hold: Omit<CodeHold, 'singleUse'>): Promise<void>;
  /** The payment failed or was cancelled: its reservation ends and the code is free again. A redemption stays. */
  release(paymentId: string): Promise<void>;
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
