import type { MemberId } from '../shared/ids';
import { cents, percent, seconds, type Percent, type Seconds } from '../shared/quantities';
import type { AppliedDiscount, DiscountCode } from './discount';

/** SPEC §9: the welcome time bonus is 25 % off with the code TIMEBONUS25, once per member, for 14400 s after signup. */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = percent(25);
export const TIME_BONUS_WINDOW: Seconds = seconds(14_400);

/** What the discount rules need of a member. */
export interface DiscountMember {
  readonly id: MemberId;
  readonly paidUser: boolean;
  readonly signupDate: Date;
}

/** The moment a member's time bonus ends: 14400 s after her signup. */
export const timeBonusEndsAt = (signupDate: Date): Date => new Date(signupDate.getTime() + TIME_BONUS_WINDOW * 1000);

/** Whether a window that ends at `endsAt` is still open at `now` (open at its last second, closed at its end). */
export const windowOpen = (endsAt: Date, now: Date): boolean => now.getTime() < endsAt.getTime();

/**
 * A code of the member's own, made by a rule rather than by the operator (TIMEBONUS25, the welcome code): bound to
 * her, any method, no minimum, once per member, disabled for a paid member (SPEC §6: no welcome bonus for premium).
 */
export function memberCode(member: DiscountMember, code: string, percentage: Percent, expiresAt: Date, currency: string): DiscountCode {
  return {
    code,
    country: null,
    memberId: member.id,
    expiresAt,
    percentage,
    currency,
    minimumOrder: cents(0),
    status: member.paidUser ? 'disabled' : 'active',
    validity: 'once_per_user',
    paymentMethods: [],
  };
}

/** A member's own code as it applies at `now`: active, not held by a payment and inside its window; or null. */
export function stillApplies(code: DiscountCode | undefined, kind: AppliedDiscount['kind'], now: Date, redeemed: boolean): AppliedDiscount | null {
  if (!code || code.status !== 'active' || redeemed || !code.expiresAt || !windowOpen(code.expiresAt, now)) return null;
  return { ...code, kind };
}

/** The member's own TIMEBONUS25 code, whether or not it still applies; checkout checks a typed TIMEBONUS25 against it like any code. */
export const timeBonusCode = (member: DiscountMember, currency = 'EUR'): DiscountCode =>
  memberCode(member, TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, timeBonusEndsAt(member.signupDate), currency);

/**
 * SPEC §4, §9: the time bonus of a member now, or null when she is paid, her 14400 s are over or she used it.
 * `redeemed`: whether she holds one of her welcome offers, reserved for an open payment or redeemed (decision 0044).
 */
export const timeBonus = (member: DiscountMember, now: Date, redeemed: boolean): AppliedDiscount | null => stillApplies(timeBonusCode(member), 'time_bonus', now, redeemed);

/** Whole seconds left until `endsAt`, rounded up so the countdown shows 0:00:00 only when the window has closed. */
export function secondsLeft(endsAt: Date, now: Date): Seconds {
  return seconds(Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** SPEC §4: the one-second countdown as hours:minutes:seconds, `3:59:12`; never below 0:00:00. */
export function timeBonusCountdown(left: Seconds | number): string {
  const total = Math.max(0, Math.floor(left));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}:${twoDigits(minutes)}:${twoDigits(total % 60)}`;
}
