import type { Knex } from 'knex';
import type { NewPayment, Payment, PaymentStatus } from '../../domain/payments/payment';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import type { Payments } from '../../domain/payments/ports';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { cents, credits, percent, type Cents } from '../../domain/shared/quantities';

export interface PaymentRow {
  payment_id: string;
  member_id: string | number;
  domain: string;
  bundle_id: number;
  credits: number;
  list_amount_cents: number;
  amount_cents: number;
  currency: string;
  method: string;
  status: string;
  provider: string;
  provider_ref: string | null;
  checkout_url: string | null;
  discount_code: string | null;
  discount_percentage: number;
  consent_at: Date;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

export const toPayment = (row: PaymentRow): Payment => ({
  paymentId: row.payment_id,
  memberId: memberId(Number(row.member_id)),
  domain: row.domain,
  bundleId: row.bundle_id,
  credits: credits(row.credits),
  listAmount: cents(row.list_amount_cents),
  amount: cents(row.amount_cents),
  currency: row.currency,
  method: row.method as PaymentMethod,
  status: row.status as PaymentStatus,
  provider: row.provider,
  providerRef: row.provider_ref,
  checkoutUrl: row.checkout_url,
  discountCode: row.discount_code,
  discountPercentage: percent(row.discount_percentage),
  consentAt: new Date(row.consent_at),
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  paidAt: row.paid_at === null ? null : new Date(row.paid_at),
});

/** Payments in PostgreSQL. `lockByPaymentId` and `setStatus` belong inside the caller's transaction. */
export class PostgresPayments implements Payments {
  constructor(private readonly db: Knex) {}

  async create(payment: NewPayment): Promise<Payment> {
    const [row] = (await this.db('payments')
      .insert({
        payment_id: payment.paymentId,
        member_id: payment.memberId,
        domain: payment.domain,
        bundle_id: payment.bundleId,
        credits: payment.credits,
        list_amount_cents: payment.listAmount,
        amount_cents: payment.amount,
        currency: payment.currency,
        method: payment.method,
        status: payment.status,
        provider: payment.provider,
        discount_code: payment.discountCode,
        discount_percentage: payment.discountPercentage,
        consent_at: payment.consentAt,
        created_at: payment.createdAt,
        updated_at: payment.createdAt,
        paid_at: payment.status === 'completed' ? payment.createdAt : null,
      })
      .returning('*')) as PaymentRow[];
    return toPayment(row!);
  }

  async attachCheckout(paymentId: string, providerRef: string, checkoutUrl: string | null, now: Date): Promise<void> {
    await this.db('payments').where('payment_id', paymentId).update({ provider_ref: providerRef, checkout_url: checkoutUrl, updated_at: now });
  }

  async findForMember(paymentId: string, member: MemberId): Promise<Payment | undefined> {
    const row = (await this.db('payments').where({ payment_id: paymentId, member_id: member }).first()) as PaymentRow | undefined;
    return row ? toPayment(row) : undefined;
  }

  async findByProviderRef(provider: string, providerRef: string): Promise<Payment | undefined> {
    const row = (await this.db('payments').where({ provider, provider_ref: providerRef }).first()) as PaymentRow | undefined;
    return row ? toPayment(row) : undefined;
  }

  async listForMember(member: MemberId): Promise<Payment[]> {
    const rows = (await this.db('payments').where('member_id', member).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(500)) as PaymentRow[];
    return rows.map(toPayment);
  }

  async lastCompletedFor(member: MemberId): Promise<Payment | undefined> {
    const row = (await this.db('payments')
      .where({ member_id: member, status: 'completed' })
      .orderBy([{ column: 'paid_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .first()) as PaymentRow | undefined;
    return row ? toPayment(row) : undefined;
  }

  // Read in the order of the index payments_sweep (migration 0018): never asked first, then asked longest ago.
  async listUnsettled(before: Date, limit: number): Promise<Payment[]> {
    const rows = (await this.db('payments')
      .whereIn('status', ['open', 'pending'])
      .andWhere('updated_at', '<', before)
      .whereNotNull('member_id')
      .orderByRaw('last_checked_at asc nulls first, id asc')
      .limit(limit)) as PaymentRow[];
    return rows.map(toPayment);
  }

  async markChecked(paymentIds: readonly string[], now: Date): Promise<void> {
    if (paymentIds.length === 0) return;
    await this.db('payments').whereIn('payment_id', paymentIds).update({ last_checked_at: now });
  }

  async orderedSince(member: MemberId, method: PaymentMethod, since: Date): Promise<Cents> {
    const row = (await this.db('payments')
      .where({ member_id: member, method })
      .whereIn('status', ['open', 'pending', 'completed'])
      .andWhere('created_at', '>=', since)
      .sum({ total: 'amount_cents' })
      .first()) as { total: string | number | null } | undefined;
    return cents(Number(row?.total ?? 0));
  }

  async lockByPaymentId(paymentId: string): Promise<Payment | undefined> {
    const row = (await this.db('payments').where('payment_id', paymentId).forUpdate().first()) as PaymentRow | undefined;
    return row ? toPayment(row) : undefined;
  }

  async setStatus(paymentId: string, status: PaymentStatus, now: Date): Promise<void> {
    await this.db('payments')
      .where('payment_id', paymentId)
      .update({ status, updated_at: now, ...(status === 'completed' ? { paid_at: now } : {}), ...(status === 'open' || status === 'pending' ? {} : { checkout_url: null }) });
  }
}
