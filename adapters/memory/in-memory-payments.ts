import type { NewPayment, Payment, PaymentStatus } from '../../domain/payments/payment';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import type { Payments } from '../../domain/payments/ports';
import type { DiscountRedemptions } from '../../domain/discounts/ports';
import type { MemberId } from '../../domain/shared/ids';
import { cents, type Cents } from '../../domain/shared/quantities';
import type { InMemoryStore } from './in-memory-store';


/** Payments in the in-memory store: rolled back with the transaction that wrote them. */
export class InMemoryPayments implements Payments {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Payment[] {
    return this.store.data.payments;
  }

  private update(paymentId: string, change: Partial<Payment>): void {
    const index = this.rows.findIndex((row) => row.paymentId === paymentId);
    if (index >= 0) this.rows[index] = { ...this.rows[index]!, ...change };
  }

  async create(payment: NewPayment): Promise<Payment> {
    const stored: Payment = { ...payment, providerRef: null, checkoutUrl: null, updatedAt: payment.createdAt, paidAt: payment.status === 'completed' ? payment.createdAt : null };
    this.rows.push(stored);
    return stored;
  }

  async attachCheckout(paymentId: string, providerRef: string, checkoutUrl: string | null, now: Date): Promise<void> {
    this.update(paymentId, { providerRef, checkoutUrl, updatedAt: now });
  }

  async findForMember(paymentId: string, memberId: MemberId): Promise<Payment | undefined> {
    return this.rows.find((row) => row.paymentId === paymentId && row.memberId === memberId);
  }

  async findByProviderRef(provider: string, providerRef: string): Promise<Payment | undefined> {
    return this.rows.find((row) => row.provider === provider && row.providerRef === providerRef);
  }

  async listForMember(memberId: MemberId): Promise<Payment[]> {
    // Newest first; of two made at the same instant, the later made first (as PostgreSQL's id order does).
    return this.rows.filter((row) => row.memberId === memberId).reverse().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async lastCompletedFor(memberId: MemberId): Promise<Payment | undefined> {
    return this.rows
      .filter((row) => row.memberId === memberId && row.status === 'completed')
      .sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0))[0];
  }

  async listUnsettled(before: Date, limit: number): Promise<Payment[]> {
    return this.rows
      .filter((row) => (row.status === 'open' || row.status === 'pending') && row.updatedAt < before)
      .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
      .slice(0, limit);
  }

  async orderedSince(memberId: MemberId, method: PaymentMethod, since: Date): Promise<Cents> {
    const counted: PaymentStatus[] = ['open', 'pending', 'completed'];
    return cents(
      this.rows.filter((row) => row.memberId === memberId && row.method === method && counted.includes(row.status) && row.createdAt >= since).reduce((sum, row) => sum + row.amount, 0),
    );
  }

  async lockByPaymentId(paymentId: string): Promise<Payment | undefined> {
    return this.rows.find((row) => row.paymentId === paymentId);
  }

  async setStatus(paymentId: string, status: PaymentStatus, now: Date): Promise<void> {
    const settled = status !== 'open' && status !== 'pending';
    this.update(paymentId, { status, updatedAt: now, ...(status === 'completed' ? { paidAt: now } : {}), ...(settled ? { checkoutUrl: null } : {}) });
  }
}

/** A member's redemptions of discount codes; the first of a code counts. */
export class InMemoryDiscountRedemptions implements DiscountRedemptions {
  constructor(private readonly store: InMemoryStore) {}

  async redeem(redemption: { code: string; memberId: MemberId; paymentId: string; at: Date }): Promise<void> {
    const code = redemption.code.toUpperCase();
    const rows = this.store.data.redemptions;
    if (rows.some((row) => row.code === code && row.memberId === redemption.memberId)) return;
    rows.push({ ...redemption, code });
  }

  /** Tests and the in-memory discount codes read them. */
  redeemedBy(code: string, memberId: MemberId): boolean {
    return this.store.data.redemptions.some((row) => row.code === code.toUpperCase() && row.memberId === memberId);
  }

  redeemedByAnyone(code: string): boolean {
    return this.store.data.redemptions.some((row) => row.code === code.toUpperCase());
  }
}
