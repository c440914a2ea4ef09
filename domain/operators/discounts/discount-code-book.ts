import type { DiscountCode } from '../../discounts/discount';
import { TIME_BONUS_CODE } from '../../discounts/time-bonus';
import { WELCOME_CODE } from '../../discounts/welcome-discount';
import { cents, percent } from '../../shared/quantities';
import { OperatorError } from '../operator-error';

/** A code as the back office lists it: the code, and when it was made. */
export interface ListedDiscountCode extends DiscountCode {
  readonly createdAt: Date;
}

/** The operators' discount codes, on the back office's transaction (decision 0078). */
export interface DiscountCodeBook {
  /** Newest first, at most `limit`. */
  list(limit: number): Promise<ListedDiscountCode[]>;
  /** The code (case-insensitive), its row locked until the transaction ends. */
  lock(code: string): Promise<ListedDiscountCode | undefined>;
  /** False when a code of the same letters exists (any case). */
  create(code: DiscountCode, at: Date): Promise<boolean>;
  setLimit(code: string, maxUses: number | null): Promise<void>;
  /** Disabled, and expired at `at` unless it expired before. */
  end(code: string, at: Date): Promise<void>;
}

export const CODE_FORMAT = /^[A-Z0-9][A-Z0-9_-]{2,23}$/;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 90;
export const USES_MAX = 1_000_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** What an operator fills in to make a code. Days are `YYYY-MM-DD` (UTC): valid from the start of the first to the end of the last. */
export interface NewDiscountCodeInput {
  readonly code: string;
  readonly percentage: number;
  readonly max_uses?: number | null;
  readonly valid_from?: string | null;
  readonly valid_until?: string | null;
  readonly domain?: string | null;
}

const invalid = (field: string, message: string) => new OperatorError('invalid_input', { field, message });

function day(text: string | null | undefined, field: string): Date | null {
  if (text === undefined || text === null || text === '') return null;
  const match = DAY.exec(text);
  const at = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!at || at.toISOString().slice(0, 10) !== text) throw invalid(field, 'not a day (YYYY-MM-DD)');
  return at;
}

export function checkMaxUses(maxUses: number | null | undefined): number | null {
  if (maxUses === undefined || maxUses === null) return null;
  if (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > USES_MAX) throw invalid('max_uses', `a whole number from 1 to ${USES_MAX}`);
  return maxUses;
}

/**
 * A new operator's code, checked field by field: letters, digits, - and _ (3–24, stored upper case; the member's own
 * codes TIMEBONUS25 and WELKOM are taken by the rules), a whole percentage from 1 to 90 (a code never makes a
 * purchase free: the gateway cannot charge nothing), a limit of at least 1 or none, a first day not after the last,
 * and a last day not already past. Valid once per member, like the codes made so far.
 */
export function newDiscountCode(input: NewDiscountCodeInput, now: Date): DiscountCode {
  const code = input.code.trim().toUpperCase();
  if (!CODE_FORMAT.test(code)) throw invalid('code', 'letters, digits, - and _, 3 to 24');
  if (code === TIME_BONUS_CODE || code === WELCOME_CODE) throw invalid('code', 'taken');
  if (!Number.isInteger(input.percentage) || input.percentage < PERCENT_MIN || input.percentage > PERCENT_MAX) {
    throw invalid('percentage', `a whole number from ${PERCENT_MIN} to ${PERCENT_MAX}`);
  }
  const maxUses = checkMaxUses(input.max_uses);
  const validFrom = day(input.valid_from, 'valid_from');
  const lastDay = day(input.valid_until, 'valid_until');
  const expiresAt = lastDay ? new Date(lastDay.getTime() + DAY_MS) : null;
  if (validFrom && expiresAt && expiresAt.getTime() <= validFrom.getTime()) throw invalid('valid_until', 'before valid_from');
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalid('valid_until', 'in the past');
  const domain = input.domain?.trim().toLowerCase() || null;
  if (domain !== null && !/^[a-z0-9.-]{1,253}(:\d{1,5})?$/.test(domain)) throw invalid('domain', 'not a domain');
  return {
    code,
    country: null,
    memberId: null,
    expiresAt,
    percentage: percent(input.percentage),
    currency: 'EUR',
    minimumOrder: cents(0),
    status: 'active',
    validity: 'once_per_user',
    paymentMethods: [],
    validFrom,
    domain,
    maxUses,
    uses: 0,
  };
}

/** Whether a code still applies at `now` as far as the book knows: active, started, not expired, uses left. */
export function discountCodeState(code: DiscountCode, now: Date): 'active' | 'disabled' | 'expired' | 'scheduled' | 'used_up' {
  if (code.status !== 'active') return 'disabled';
  if (code.expiresAt && now.getTime() >= code.expiresAt.getTime()) return 'expired';
  if (code.maxUses !== undefined && code.maxUses !== null && (code.uses ?? 0) >= code.maxUses) return 'used_up';
  if (code.validFrom && now.getTime() < code.validFrom.getTime()) return 'scheduled';
  return 'active';
}
