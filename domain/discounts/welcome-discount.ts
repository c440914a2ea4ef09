import { percent } from '../shared/quantities';
import type { AppliedDiscount, DiscountCode } from './discount';
import { memberCode, stillApplies, type DiscountMember } from './time-bonus';

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

/** The member's own welcome code, whether or not it still applies, expiring welcome_discount_hours after signup; undefined when the site offers none. */
export function welcomeCode(member: DiscountMember, settings: WelcomeSettings, currency = 'EUR'): DiscountCode | undefined {
  if (!welcomeOffered(settings)) return undefined;
  const expiresAt = new Date(member.signupDate.getTime() + settings.welcome_discount_hours * 3_600_000);
  return memberCode(member, WELCOME_CODE, percent(settings.welcome_discount_percentage), expiresAt, currency);
}

/** SPEC §1, §9: the welcome discount of a non-paid member inside her welcome window, or null. */
export const welcomeDiscount = (member: DiscountMember, settings: WelcomeSettings, now: Date, redeemed: boolean): AppliedDiscount | null =>
  stillApplies(welcomeCode(member, settings), 'welcome', now, redeemed);

/** SPEC §4: the active discount is the time bonus if present, otherwise the welcome discount. */
export const activeDiscount = (timeBonus: AppliedDiscount | null, welcome: AppliedDiscount | null): AppliedDiscount | null => timeBonus ?? welcome;
