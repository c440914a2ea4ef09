import { DomainError } from '../shared/domain-error';
import type { Cents } from '../shared/quantities';

/** The window the limit counts over (issue 12: direct_debit_limit_cents per 30 days). */
export const DIRECT_DEBIT_WINDOW_DAYS = 30;

/** Where the window starts for an order placed now. */
export const directDebitWindowStart = (now: Date): Date => new Date(now.getTime() - DIRECT_DEBIT_WINDOW_DAYS * 24 * 3600_000);

/** Whether an order fits: what she ordered by direct debit in the window plus this order stays within the limit. */
export const withinDirectDebitLimit = (ordered: Cents, order: Cents, limit: Cents): boolean => ordered + order <= limit;

/** Refuses with direct_debit_limit (403) when the order would pass the limit. */
export function requireWithinDirectDebitLimit(ordered: Cents, order: Cents, limit: Cents): void {
  if (!withinDirectDebitLimit(ordered, order, limit)) throw new DomainError('direct_debit_limit');
}

/** Refuses with direct_debit_blocked (403, SPEC §8 'Je account is geblokkeerd voor automatische incasso.'). */
export function requireNotBlocked(blocked: boolean): void {
  if (blocked) throw new DomainError('direct_debit_blocked');
}
