import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { AppliedDiscount } from './discount';
import type { DiscountCodes, DiscountRedemptions } from './ports';
import { TIME_BONUS_CODE } from './time-bonus';
import { WELCOME_CODE } from './welcome-discount';

/**
 * The member's welcome offers: the time bonus and the welcome discount, both for her first purchase (no welcome offer
 * for a paid member, SPEC §6). She holds one of them at a time and uses one of them once: otherwise a second
 * checkout opened before the first completes would take the other (decision 0044).
 */
export const WELCOME_OFFER_CODES: readonly string[] = [TIME_BONUS_CODE, WELCOME_CODE];

export const isWelcomeOffer = (code: string): boolean => WELCOME_OFFER_CODES.includes(code.trim().toUpperCase());

/** Whether she holds one of her welcome offers: reserved for an open payment, or redeemed. */
export function welcomeOfferUsedBy(codes: Pick<DiscountCodes, 'usedAnyBy'>, memberId: MemberId): Promise<boolean> {
  return codes.usedAnyBy(WELCOME_OFFER_CODES, memberId);
}

/** The payment a code is held for. */
export interface HoldingPayment {
  readonly paymentId: string;
  readonly memberId: MemberId;
  readonly at: Date;
}

/**
 * Decision 0044: inside the transaction that stores the payment, its code is reserved — once per member, once at all
 * for a single-use code, one welcome offer per member. When another payment holds it already (a checkout started in
 * parallel, or one still open at the provider) the order is refused with code_used, as a code used before is, and
 * nothing is stored: the member sees 'Code reeds gebruikt' and may order at the list price.
 */
export async function reserveDiscount(redemptions: DiscountRedemptions, discount: AppliedDiscount, payment: HoldingPayment): Promise<void> {
  const reserved = await redemptions.reserve({
    code: discount.code,
    memberId: payment.memberId,
    paymentId: payment.paymentId,
    singleUse: discount.validity === 'once',
    welcome: isWelcomeOffer(discount.code),
    counted: discount.kind === 'code',
    at: payment.at,
  });
  if (!reserved) throw new DomainError('code_used', { field: 'discount_code', message: 'already used' });
}
