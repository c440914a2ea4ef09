import type { Knex } from 'knex';
import type { MemberStatus } from '../../domain/accounts/member';
import type { CreditDebts } from '../../domain/credits/credit-debts';
import { operatorId } from '../../domain/operators/actor';
import type { NewRefund, PaymentBook, PaymentFilter, PaymentRefund, PaymentRefunds, PaymentRow, RefundStatus } from '../../domain/operators/payments/payment-refunds';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { cents, credits, type Credits } from '../../domain/shared/quantities';
import { toPayment, type PaymentRow as StoredPayment } from './postgres-payments';

interface RefundRow {
  id: string | number;
  payment_id: string;
  member_id: string | number | null;
  kind: PaymentRefund['kind'];
  status: RefundStatus;
  amount_cents: number;
  credits_taken: number;
  debt_credits: number;
  reason: string;
  idempotency_key: string;
  provider_ref: string | null;
  operator_id: string | number | null;
  source: PaymentRefund['source'];
  created_at: Date;
  settled_at: Date | null;
}

const toRefund = (row: RefundRow): PaymentRefund => ({
  id: Number(row.id),
  paymentId: row.payment_id,
  memberId: row.member_id === null ? null : memberId(Number(row.member_id)),
  kind: row.kind,
  status: row.status,
  amount: cents(row.amount_cents),
  creditsTaken: credits(row.credits_taken),
  debt: credits(row.debt_credits),
  reason: row.reason,
  idempotencyKey: row.idempotency_key,
  providerRef: row.provider_ref,
  operatorId: row.operator_id === null ? null : operatorId(Number(row.operator_id)),
  source: row.source,
  createdAt: new Date(row.created_at),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at),
});

/** Refunds and reversals on the back office's transaction (decision 0076). */
export class PostgresPaymentRefunds implements PaymentRefunds {
  constructor(private readonly db: Knex) {}

  async listFor(paymentId: string): Promise<PaymentRefund[]> {
    return ((await this.db('payment_refunds').where('payment_id', paymentId).orderBy('id')) as RefundRow[]).map(toRefund);
  }

  async findByKey(idempotencyKey: string): Promise<PaymentRefund | undefined> {
    const row = (await this.db('payment_refunds').where('idempotency_key', idempotencyKey).first()) as RefundRow | undefined;
    return row && toRefund(row);
  }

  async add(refund: NewRefund, status: RefundStatus): Promise<PaymentRefund | undefined> {
    // ON CONFLICT DO NOTHING: a unique violation would abort the whole transaction, this only adds nothing.
    const rows = (await this.db('payment_refunds')
      .insert({
        payment_id: refund.paymentId,
        member_id: refund.memberId,
        kind: refund.kind,
        status,
        amount_cents: refund.amount,
        reason: refund.reason,
        idempotency_key: refund.idempotencyKey,
        operator_id: refund.operatorId,
        source: refund.source,
        created_at: refund.createdAt,
      })
      .onConflict()
      .ignore()
      .returning('*')) as RefundRow[];
    return rows[0] && toRefund(rows[0]);
  }

  async complete(id: number, done: { providerRef: string | null; creditsTaken: Credits; debt: Credits; at: Date }): Promise<void> {
    await this.db('payment_refunds').where('id', id).update({ status: 'refunded', provider_ref: done.providerRef, credits_taken: done.creditsTaken, debt_credits: done.debt, settled_at: done.at });
  }

  async fail(id: number, at: Date): Promise<void> {
    await this.db('payment_refunds').where('id', id).update({ status: 'failed', settled_at: at });
  }

  async blockDirectDebit(member: MemberId): Promise<void> {
    await this.db('members').where('id', member).update({ direct_debit_blocked: true });
  }
}

/** What members owe in credits: rows that add (owed) and take off (settled); inside the caller's transaction. */
export class PostgresCreditDebts implements CreditDebts {
  constructor(private readonly db: Knex) {}

  async owedBy(member: MemberId): Promise<Credits> {
    const row = (await this.db('credit_debts').where('member_id', member).sum({ total: 'credits' }).first()) as { total: string | number | null } | undefined;
    return credits(Math.max(0, Number(row?.total ?? 0)));
  }

  async record(entry: { memberId: MemberId; credits: Credits; reference: string; at: Date }): Promise<void> {
    await this.db('credit_debts').insert({ member_id: entry.memberId, credits: entry.credits, reference: entry.reference, created_at: entry.at });
  }
}

interface ListedRow extends StoredPayment {
  id: string | number;
  member_email: string | null;
  member_status: MemberStatus | null;
  refunded_cents: string | number | null;
  reversed: boolean | null;
}

/** The back office's payment list: newest first on payments_created, paged by the last row's payment id. */
export class PostgresPaymentBook implements PaymentBook {
  constructor(private readonly db: Knex) {}

  private query() {
    const refunded = this.db('payment_refunds as r')
      .whereRaw('r.payment_id = p.payment_id')
      .whereNot('r.status', 'failed')
      .select(this.db.raw('coalesce(sum(r.amount_cents), 0)'));
    const reversed = this.db('payment_refunds as v').whereRaw('v.payment_id = p.payment_id').andWhere('v.kind', 'reversal').select(this.db.raw('1'));
    return this.db('payments as p')
      .leftJoin('members as m', 'm.id', 'p.member_id')
      .select('p.*', 'm.email as member_email', 'm.status as member_status', refunded.as('refunded_cents'), this.db.raw('exists(?) as reversed', [reversed]));
  }

  private rowOf(row: ListedRow): PaymentRow {
    return { payment: toPayment(row), memberEmail: row.member_email, memberStatus: row.member_status, refunded: cents(Number(row.refunded_cents ?? 0)), reversed: row.reversed === true };
  }

  async list(filter: PaymentFilter, page: { limit: number; before?: string }): Promise<{ rows: PaymentRow[]; next?: string }> {
    const rows = (await this.query()
      .modify((q) => {
        if (filter.status) q.where('p.status', filter.status);
        if (filter.method) q.where('p.method', filter.method);
        if (filter.domain) q.where('p.domain', filter.domain);
        if (filter.from) q.where('p.created_at', '>=', filter.from);
        if (filter.until) q.where('p.created_at', '<', filter.until);
        if (filter.memberId !== undefined) q.where('p.member_id', filter.memberId);
        if (filter.email) q.whereRaw(`lower(m.email) like ? escape '\\'`, [`${filter.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
        if (page.before) q.whereRaw('(p.created_at, p.id) < (select created_at, id from payments where payment_id = ?)', [page.before]);
      })
      .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
      .limit(page.limit + 1)) as ListedRow[];
    const listed = rows.slice(0, page.limit).map((row) => this.rowOf(row));
    return { rows: listed, ...(rows.length > page.limit ? { next: listed.at(-1)!.payment.paymentId } : {}) };
  }

  async find(paymentId: string): Promise<PaymentRow | undefined> {
    const row = (await this.query().where('p.payment_id', paymentId).first()) as ListedRow | undefined;
    return row && this.rowOf(row);
  }

  async refundsOf(paymentId: string): Promise<PaymentRefund[]> {
    return new PostgresPaymentRefunds(this.db).listFor(paymentId);
  }
}
