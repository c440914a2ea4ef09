import type { PaymentMethod } from '../payments/payment-method';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Cents } from '../shared/quantities';
import type { AppliedDiscount, DiscountCode } from './discount';

/** The order a code is checked against. What is not known yet (no bundle or method chosen) is not checked. */
export interface DiscountOrder {
  readonly memberId: MemberId;
  readonly country: string;
  readonly amount?: Cents;
  readonly currency?: string;
  readonly method?: PaymentMethod;
  /** The domain the order is placed on: a code of another domain is refused (decision 0078). */
  readonly domain?: string;
}

/** Who holds the code already: redeemed on a completed payment, or reserved for one still open (decision 0044). */
export interface CodeUsage {
  readonly byMember: boolean;
  readonly byAnyone: boolean;
}

/** Whether a code has passed its expiry at `now` (SPEC §3 `expired`). */
export const codeExpired = (code: DiscountCode, now: Date): boolean => code.expiresAt !== null && now.getTime() >= code.expiresAt.getTime();

/** Whether a code's start is still to come at `now` (decision 0078). */
export const codeNotYetValid = (code: DiscountCode, now: Date): boolean => !!code.validFrom && now.getTime() < code.validFrom.getTime();

/** Whether every use a code's limit allows is held (decision 0078); the reservation counts again, atomically. */
export const codeUsedUp = (code: DiscountCode): boolean => code.maxUses !== undefined && code.maxUses !== null && (code.uses ?? 0) >= code.maxUses;

const FIELD = 'discount_code';
const refuse = (code: 'code_not_found' | 'code_used' | 'code_invalid', reason: string) => new DomainError(code, { field: FIELD, message: reason });

/**
 * SPEC §5, §8: whether a code applies to this order, or why not: code_not_found, code_used (by her, or by anyone for
 * a code valid `once`), code_invalid (disabled, expired, another country's, another member's, below its minimum
 * order, another payment method, another currency). Another member's personal code is code_invalid before anything
 * else, so the answer never tells whether she used it.
 */
export function checkDiscountCode(
  found: DiscountCode | undefined,
  order: DiscountOrder,
  usage: CodeUsage,
  now: Date,
  kind: AppliedDiscount['kind'] = 'code',
): AppliedDiscount {
  if (!found) throw refuse('code_not_found', 'no such code');
  if (found.memberId !== null && found.memberId !== order.memberId) {
    // The reason says no more than 'not valid': whose code it is stays unsaid.
    throw refuse('code_invalid', 'not valid');
  }
  if (usage.byMember || (found.validity === 'once' && usage.byAnyone)) throw refuse('code_used', 'already used');
  if (codeUsedUp(found)) throw refuse('code_used', 'limit reached');
  if (found.status !== 'active') throw refuse('code_invalid', 'disabled');
  if (codeExpired(found, now)) throw refuse('code_invalid', 'expired');
  if (codeNotYetValid(found, now)) throw refuse('code_invalid', 'not yet valid');
  if (found.domain && order.domain !== undefined && found.domain.toLowerCase() !== order.domain.toLowerCase()) throw refuse('code_invalid', 'another domain');
  if (found.country !== null && found.country.toUpperCase() !== order.country.toUpperCase()) throw refuse('code_invalid', 'another country');
  if (order.currency !== undefined && found.currency.toUpperCase() !== order.currency.toUpperCase()) throw refuse('code_invalid', 'another currency');
  if (order.amount !== undefined && order.amount < found.minimumOrder) throw refuse('code_invalid', 'below the minimum order');
  if (order.method !== undefined && found.paymentMethods.length > 0 && !found.paymentMethods.includes(order.method)) throw refuse('code_invalid', 'payment method not allowed');
  return { ...found, kind };
}

