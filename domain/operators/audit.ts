import { OperatorError } from './operator-error';
import type { OperatorId } from './actor';

/**
 * What an audit row says was done, as an event: the operators' own sign-ins and accounts now; the later phases of
 * issue 25 add theirs (a suspension, a refund, a credit correction…) here.
 */
export const AUDIT_ACTIONS = [
  'operator.logged_in',
  'operator.logged_out',
  'operator.totp_enrolled',
  'operator.recovery_code_used',
  'operator.created',
  'member.suspended',
  'payment.refunded',
  'payment.reversed',
  'credits.corrected',
  'report.assigned',
  'report.resolved',
  'member.warned',
  'member.viewed',
  'member.sessions_ended',
  'member.activation_resent',
  'photo.approved',
  'photo.rejected',
  'setting.changed',
  'setting.reset',
  'operator.role_changed',
  'operator.disabled',
  'operator.enabled',
  'operator.second_factor_reset',
  'member.email_changed',
  'member.deleted',
  'member.exported',
  'member.erased',
  'member.suspension_lifted',
  'discount.created',
  'discount.limited',
  'discount.ended',
  'complaint.resolved',
  // Decision 0083: an operator made from the back office gets a set-up link (again) and chooses her password with it.
  'operator.setup_link_sent',
  'operator.password_set',
  // Decision 0082: a moderator took a complaint.
  'complaint.assigned',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Actions whose row must say why (issue 25): a suspension, a refund, a credit correction. */
export const REASON_REQUIRED: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'member.suspended',
  'payment.refunded',
  // Decision 0076: a reversal (a chargeback, a reversed direct debit) says why too.
  'payment.reversed',
  'credits.corrected',
  // Decision 0079: support changes her address, deletes or erases her only with a reason (her request, its reference).
  'member.email_changed',
  'member.deleted',
  'member.erased',
]);

/**
 * Who did it: an operator, the console (`npm run operator`), or the system (a scheduled job of the job runner, such as
 * lifting a suspension that ended: decision 0079).
 */
export type AuditActor = { readonly operatorId: OperatorId } | { readonly console: true } | { readonly system: true };

/** One row of the append-only audit trail: who, what, on whom, when, why. */
export interface AuditEntry {
  readonly who: AuditActor;
  readonly action: AuditAction;
  /** What it was done to, as `kind:id` (`member:12`, `operator:3`, `payment:tr_x`), when there is something. */
  readonly target?: string;
  readonly at: Date;
  readonly reason?: string;
  /** A few facts of the action that are not the target (`via: recovery_code`, `role: finance`). */
  readonly details?: Readonly<Record<string, string | number>>;
}

/** A stored row, with its sequence number and, for an operator's row, her name as it is now. */
export interface StoredAuditEntry extends AuditEntry {
  readonly id: number;
  readonly whoName?: string;
}

export const AUDIT_REASON_MAX = 1000;

/**
 * An audit row, checked: an action of REASON_REQUIRED carries a reason (issue 25: suspensions, refunds, credit
 * corrections say why), and a reason is at most AUDIT_REASON_MAX characters.
 */
export function auditEntry(entry: AuditEntry): AuditEntry {
  const reason = entry.reason?.trim() || undefined;
  if (REASON_REQUIRED.has(entry.action) && !reason) throw new OperatorError('invalid_input', { field: 'reason', message: 'required' });
  if (reason && [...reason].length > AUDIT_REASON_MAX) throw new OperatorError('invalid_input', { field: 'reason', message: 'too_long' });
  return { ...entry, reason };
}

/** A page of the trail, newest first; `before` pages on (the id of the last row seen). */
export interface AuditPage {
  readonly entries: readonly StoredAuditEntry[];
  /** The `before` of the next page, when there is one. */
  readonly next?: number;
}

/** The append-only audit trail: rows are added, never changed or removed (the database refuses it too). */
export interface AuditTrail {
  append(entry: AuditEntry): Promise<number>;
  /** Up to `limit` rows newest first, older than `before` when given. */
  latest(query: { readonly limit: number; readonly before?: number }): Promise<AuditPage>;
}
