import type { CreditDebts } from '../../domain/credits/credit-debts';
import type { NewRefund, PaymentBook, PaymentFilter, PaymentRefund, PaymentRefunds, PaymentRow, RefundStatus } from '../../domain/operators/payments/payment-refunds';
import { refundedOf } from '../../domain/operators/payments/payment-refunds';
import type { MemberId } from '../../domain/shared/ids';
import { credits, type Credits } from '../../domain/shared/quantities';
import type { InMemoryStore } from './in-memory-store';

/** Refunds and reversals in the store's transactional data, with the table's unique key and one reversal per payment. */
export class InMemoryPaymentRefunds implements PaymentRefunds {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): PaymentRefund[] {
    return this.store.data.refunds;
  }

  async listFor(paymentId: string): Promise<PaymentRefund[]> {
    return this.rows.filter((row) => row.paymentId === paymentId).map((row) => ({ ...row }));
  }

  async findByKey(idempotencyKey: string): Promise<PaymentRefund | undefined> {
    const row = this.rows.find((candidate) => candidate.idempotencyKey === idempotencyKey);
    return row && { ...row };
  }

  async add(refund: NewRefund, status: RefundStatus): Promise<PaymentRefund | undefined> {
    if (this.rows.some((row) => row.idempotencyKey === refund.idempotencyKey)) return undefined;
    if (refund.kind === 'reversal' && this.rows.some((row) => row.paymentId === refund.paymentId && row.kind === 'reversal')) return undefined;
    const stored: PaymentRefund = { ...refund, id: this.rows.length + 1, status, creditsTaken: credits(0), debt: credits(0), providerRef: null, settledAt: null };
    this.rows.push(stored);
    return { ...stored };
  }

  async complete(id: number, done: { providerRef: string | null; creditsTaken: Credits; debt: Credits; at: Date }): Promise<void> {
    const index = this.rows.findIndex((row) => row.id === id);
    this.rows[index] = { ...this.rows[index]!, status: 'refunded', providerRef: done.providerRef, creditsTaken: done.creditsTaken, debt: done.debt, settledAt: done.at };
  }

  async fail(id: number, at: Date): Promise<void> {
    const index = this.rows.findIndex((row) => row.id === id);
    this.rows[index] = { ...this.rows[index]!, status: 'failed', settledAt: at };
  }

  async blockDirectDebit(memberId: MemberId): Promise<void> {
    if (!this.store.data.directDebitBlocked.includes(memberId)) this.store.data.directDebitBlocked.push(memberId);
  }
}

export class InMemoryCreditDebts implements CreditDebts {
  constructor(private readonly store: InMemoryStore) {}

  async owedBy(memberId: MemberId): Promise<Credits> {
    return credits(Math.max(0, this.store.data.debts.filter((row) => row.memberId === memberId).reduce((sum, row) => sum + row.credits, 0)));
  }

  async record(entry: { memberId: MemberId; credits: Credits; reference: string; at: Date }): Promise<void> {
    if (entry.credits === 0) throw new Error('check violation: credit_debts_not_zero');
    this.store.data.debts.push({ ...entry });
  }
}

/** The back office's payment list over the store: newest first, paged by payment id. */
export class InMemoryPaymentBook implements PaymentBook {
  constructor(private readonly store: InMemoryStore) {}

  private rowOf(payment: PaymentRow['payment']): PaymentRow {
    const member = this.store.member(payment.memberId);
    const refunds = this.store.data.refunds.filter((row) => row.paymentId === payment.paymentId);
    return { payment, memberEmail: member?.email ?? null, memberStatus: member?.status ?? null, refunded: refundedOf(refunds), reversed: refunds.some((row) => row.kind === 'reversal') };
  }

  async list(filter: PaymentFilter, page: { limit: number; before?: string }): Promise<{ rows: PaymentRow[]; next?: string }> {
    const matching = [...this.store.data.payments]
      .reverse()
      .map((payment) => this.rowOf(payment))
      .filter(({ payment, memberEmail }) =>
        (!filter.status || payment.status === filter.status) &&
        (!filter.method || payment.method === filter.method) &&
        (!filter.domain || payment.domain === filter.domain) &&
        (!filter.from || payment.createdAt.getTime() >= filter.from.getTime()) &&
        (!filter.until || payment.createdAt.getTime() < filter.until.getTime()) &&
        (filter.memberId === undefined || payment.memberId === filter.memberId) &&
        (!filter.email || (memberEmail ?? '').toLowerCase().startsWith(filter.email)),
      );
    const start = page.before ? matching.findIndex((row) => row.payment.paymentId === page.before) + 1 : 0;
    const rows = matching.slice(start, start + page.limit);
    return { rows, ...(matching.length > start + page.limit ? { next: rows.at(-1)!.payment.paymentId } : {}) };
  }

  async find(paymentId: string): Promise<PaymentRow | undefined> {
    const payment = this.store.data.payments.find((row) => row.paymentId === paymentId);
    return payment && this.rowOf(payment);
  }

  async refundsOf(paymentId: string): Promise<PaymentRefund[]> {
    return this.store.data.refunds.filter((row) => row.paymentId === paymentId).map((row) => ({ ...row }));
  }
}
