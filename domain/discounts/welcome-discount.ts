import { cents, percent } from '../shared/quantities';
import type { AppliedDiscount, DiscountCode } from './discount';
import { windowOpen, type DiscountMember } from './time-bonus';

/**
 * The welcome discount's code. One fixed code whatever the percentage: a member who used it cannot use it again
 * after the operator changes the percentage (decision 0033).
 */
export const WELCOME_CODE = 'WELKOM';

/** What the welcome discount reads of the site settings (SPEC §9: 25 % for a time the settings give). */
export interface WelcomeSettings {
  readonly welcome_discount_percentage: number;
  readonly welcome_discount_hours: number;
}

/** Whether the operator offers a welcome discount at all: a percentage and a duration above zero. */
export const welcomeOffered = (settings: WelcomeSettings): boolean =>
  settings.welcome_discount_percentage > 0 && settings.welcome_discount_percentage <= 100 && settings.welcome_discount_hours > 0;

/**
 * The member's own welcome code, whether or not it still applies: bound to her, expiring welcome_discount_hours after
 * signup, disabled for a paid member. Undefined when the site offers no welcome discount.
 */
export function welcomeCode(member: DiscountMember, settings: WelcomeSettings, currency = 'EUR'): DiscountCode | undefined {
  if (!welcomeOffered(settings)) return undefined;
  return {
    code: WELCOME_CODE,
    country: null,
    memberId: member.id,
    expiresAt: new Date(member.signupDate.getTime() + settings.welcome_discount_hours * 3_600_000),
    percentage: percent(settings.welcome_discount_percentage),
    currency,
    minimumOrder: cents(0),
    status: member.paidUser ? 'disabled' : 'active',
    validity: 'once_per_user',
    paymentMethods: [],
  };
}

/** SPEC §1, §9: the welcome discount of a non-paid member inside her welcome window, or null. */
export function welcomeDiscount(member: DiscountMember, settings: WelcomeSettings, now: Date, redeemed: boolean): AppliedDiscount | null {
  const code = welcomeCode(member, settings);
  if (!code || code.status !== 'active' || redeemed || !windowOpen(code.expiresAt!, now)) return null;
  return { ...code, kind: 'welcome' };
}

/** SPEC §4: the active discount is the time bonus if present, otherwise the welcome discount. */
export const activeDiscount = (timeBonus: AppliedDiscount | null, welcome: AppliedDiscount | null): AppliedDiscount | null => timeBonus ?? welcome;
