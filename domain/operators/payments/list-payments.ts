import type { Payment } from '../../payments/payment';
import { OperatorError } from '../operator-error';
import type { Actor } from '../actor';
import { may } from '../permissions';
import { refundedOf, type PaymentBook, type PaymentFilter, type PaymentRefund, type PaymentRow } from './payment-refunds';

/** A page of the payments list: at most this many rows. */
export const PAYMENTS_PAGE = 50;

/** Finance's list of payments, newest first, filtered and paged (decision 0076). */
export class ListPayments {
  constructor(private readonly deps: { book: PaymentBook }) {}

  async run(actor: Actor, filter: PaymentFilter, before?: string): Promise<{ rows: PaymentRow[]; next?: string }> {
    if (!may(actor, 'payments.view')) throw new OperatorError('forbidden');
    if (filter.from && filter.until && filter.from.getTime() >= filter.until.getTime()) throw new OperatorError('invalid_input', { field: 'until', message: 'before_from' });
    return this.deps.book.list({ ...filter, ...(filter.email ? { email: filter.email.trim().toLowerCase() } : {}) }, { limit: PAYMENTS_PAGE, ...(before ? { before } : {}) });
  }
}

/** One payment with its refunds and reversal, and what of it may still be refunded. */
export interface PaymentDetail extends PaymentRow {
  readonly refunds: readonly PaymentRefund[];
  /** Cents finance may still refund: 0 when it is not completed, or reversed. */
  readonly refundable: number;
}

export class ShowPayment {
  constructor(private readonly deps: { book: PaymentBook }) {}

  async run(actor: Actor, paymentId: string): Promise<PaymentDetail> {
    if (!may(actor, 'payments.view')) throw new OperatorError('forbidden');
    const row = await this.deps.book.find(paymentId);
    if (!row) throw new OperatorError('not_found');
    const refunds = await this.deps.book.refundsOf(paymentId);
    return { ...row, refunds, refundable: refundableOf(row.payment, refunds) };
  }
}

export function refundableOf(payment: Payment, refunds: readonly PaymentRefund[]): number {
  if (payment.status !== 'completed' || refunds.some((refund) => refund.kind === 'reversal')) return 0;
  return Math.max(0, payment.amount - refundedOf(refunds));
}
