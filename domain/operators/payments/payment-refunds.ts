import type { MemberStatus } from '../../accounts/member';
import type { Payment, PaymentStatus } from '../../payments/payment';
import type { PaymentMethod } from '../../payments/payment-method';
import type { MemberId } from '../../shared/ids';
import type { Cents, Credits } from '../../shared/quantities';
import type { OperatorId } from '../actor';

/** A refund finance made, or a reversal (chargeback, reversed direct debit) the bank made (decision 0076). */
export type RefundKind = 'refund' | 'reversal';
/** A refund is `pending` from before the gateway is asked until it answered: `refunded`, or `failed` (nothing moved). */
export type RefundStatus = 'pending' | 'refunded' | 'failed';
/** Who started it: an operator in the back office, or the gateway's webhook. */
export type RefundSource = 'operator' | 'gateway';

export interface PaymentRefund {
  readonly id: number;
  readonly paymentId: string;
  readonly memberId: MemberId | null;
  readonly kind: RefundKind;
  readonly status: RefundStatus;
  readonly amount: Cents;
  /** Credits the ledger took back from her balance. */
  readonly creditsTaken: Credits;
  /** Credits she could not pay back and owes (credit_debts). */
  readonly debt: Credits;
  readonly reason: string;
  readonly idempotencyKey: string;
  readonly providerRef: string | null;
  readonly operatorId: OperatorId | null;
  readonly source: RefundSource;
  readonly createdAt: Date;
  readonly settledAt: Date | null;
}

export type NewRefund = Omit<PaymentRefund, 'id' | 'status' | 'creditsTaken' | 'debt' | 'providerRef' | 'settledAt'>;

/** The refunds and reversals of payments, inside the back office's transaction (OperatorScope.refunds). */
export interface PaymentRefunds {
  /** Every refund and reversal of a payment, oldest first. */
  listFor(paymentId: string): Promise<PaymentRefund[]>;
  findByKey(idempotencyKey: string): Promise<PaymentRefund | undefined>;
  /**
   * Adds a refund (`pending`) or reversal; undefined when its key was used already, or the payment has its reversal
   * already (the unique constraints: a retry or a second webhook adds nothing).
   */
  add(refund: NewRefund, status: RefundStatus): Promise<PaymentRefund | undefined>;
  /** The gateway refunded it (or the reversal was booked): what the ledger took and what she owes. */
  complete(id: number, done: { readonly providerRef: string | null; readonly creditsTaken: Credits; readonly debt: Credits; readonly at: Date }): Promise<void>;
  /** The gateway refused: the amount is refundable again. */
  fail(id: number, at: Date): Promise<void>;
  /** SPEC §8: no more direct debit for her (members.direct_debit_blocked). */
  blockDirectDebit(memberId: MemberId): Promise<void>;
}

/** What finance filters the payments by; every field optional. */
export interface PaymentFilter {
  readonly status?: PaymentStatus;
  readonly method?: PaymentMethod;
  readonly domain?: string;
  /** Made at or after. */
  readonly from?: Date;
  /** Made before. */
  readonly until?: Date;
  readonly memberId?: MemberId;
  /** The start of her address, lower-case. */
  readonly email?: string;
}

/** One row of the list: the payment, who paid, and what was refunded of it. */
export interface PaymentRow {
  readonly payment: Payment;
  readonly memberEmail: string | null;
  readonly memberStatus: MemberStatus | null;
  /** Cents refunded or reversed (pending refunds counted: they are reserved). */
  readonly refunded: Cents;
  readonly reversed: boolean;
}

/** The back office's reads of payments (outside a transaction): newest first, paged by the last row's id. */
export interface PaymentBook {
  list(filter: PaymentFilter, page: { readonly limit: number; readonly before?: string }): Promise<{ readonly rows: PaymentRow[]; readonly next?: string }>;
  find(paymentId: string): Promise<PaymentRow | undefined>;
  refundsOf(paymentId: string): Promise<PaymentRefund[]>;
}

/** Cents of a payment refunded or reversed so far, pending refunds included (they are reserved). */
export const refundedOf = (refunds: readonly PaymentRefund[]): Cents =>
  refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0) as Cents;

/** Credits of a payment taken back so far, as balance or debt. */
export const creditsBackOf = (refunds: readonly PaymentRefund[]): number =>
  refunds.filter((refund) => refund.status === 'refunded').reduce((sum, refund) => sum + refund.creditsTaken + refund.debt, 0);

/**
 * The credits to take back for a refund (decision 0076): in proportion to the money, on the running total so rounding
 * never drifts — after refunds of `refundedAfter` cents of `amount` in all, round(credits × refundedAfter / amount)
 * are back, so a full refund in any number of parts takes back exactly every credit.
 */
export function creditsFor(payment: { readonly credits: number; readonly amount: number }, refundedAfter: number, alreadyBack: number): number {
  if (payment.amount <= 0) return 0;
  const total = refundedAfter >= payment.amount ? payment.credits : Math.round((payment.credits * refundedAfter) / payment.amount);
  return Math.max(0, total - alreadyBack);
}
