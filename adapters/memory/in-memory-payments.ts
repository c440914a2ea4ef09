import type { NewPayment, Payment, PaymentStatus } from '../../domain/payments/payment';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import type { Payments } from '../../domain/payments/ports';
import type { CodeHold, DiscountRedemptions } from '../../domain/discounts/ports';
import type { MemberId } from '../../domain/shared/ids';
import { cents, type Cents } from '../../domain/shared/quantities';
import type { InMemoryStore, StoredRedemption } from './in-memory-store';

/**
 * Payments in the in-memory store: rolled back with the transaction that wrote them, refused where the payments table's
 * unique indexes and checks refuse them (migration 0016), with an error like PostgreSQL's.
 */
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
    if (this.rows.some((row) => row.paymentId === payment.paymentId)) throw new Error('unique violation: payments_payment_id_unique');
    if (payment.amount < 0 || payment.amount > payment.listAmount || payment.credits <= 0) throw new Error('check violation: payments_amounts');
    const stored: Payment = { ...payment, providerRef: null, checkoutUrl: null, updatedAt: payment.createdAt, paidAt: payment.status === 'completed' ? payment.createdAt : null };
    this.rows.push(stored);
    return stored;
  }

  async attachCheckout(paymentId: string, providerRef: string, checkoutUrl: string | null, now: Date): Promise<void> {
    const payment = this.rows.find((row) => row.paymentId === paymentId);
    if (payment && this.rows.some((row) => row.paymentId !== paymentId && row.provider === payment.provider && row.providerRef === providerRef)) {
      throw new Error('unique violation: payments_provider_provider_ref_unique');
    }
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
    // Never checked first, then checked longest ago; ties in the order made (the rows' order, as PostgreSQL's id).
    const checked = (row: Payment) => this.store.paymentChecks.get(row.paymentId)?.getTime() ?? -1;
    return this.rows
      .filter((row) => (row.status === 'open' || row.status === 'pending') && row.updatedAt < before)
      .map((row, made) => ({ row, made }))
      .sort((a, b) => checked(a.row) - checked(b.row) || a.made - b.made)
      .slice(0, limit)
      .map(({ row }) => row);
  }

  async markChecked(paymentIds: readonly string[], now: Date): Promise<void> {
    for (const paymentId of paymentIds) this.store.paymentChecks.set(paymentId, now);
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

/**
 * Codes held for payments (decision 0044), with the unique rules of PostgresDiscountRedemptions: a code once per
 * member, a single-use code once at all, one welcome offer per member. Transactions run one at a time here, so a check
 * and its write are atomic.
 */
export class InMemoryDiscountRedemptions implements DiscountRedemptions {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): StoredRedemption[] {
    return this.store.data.redemptions;
  }

  private clashes(hold: { code: string; memberId: MemberId; singleUse: boolean; welcome: boolean }): boolean {
    return this.rows.some(
      (row) =>
        (row.code === hold.code && row.memberId === hold.memberId) ||
        (hold.singleUse && row.singleUse && row.code === hold.code) ||
        (hold.welcome && row.welcome && row.memberId === hold.memberId),
    );
  }

  async reserve(hold: CodeHold): Promise<boolean> {
    const row: StoredRedemption = { code: hold.code.toUpperCase(), memberId: hold.memberId, paymentId: hold.paymentId, status: 'reserved', singleUse: hold.singleUse, welcome: hold.welcome, at: hold.at };
    if (this.clashes(row)) return false;
    // Decision 0078: an operator's code counts its use against its limit (one at a time here, as the row lock does).
    if (hold.counted && !this.count(row.code, +1)) return false;
    this.rows.push(row);
    return true;
  }

  private count(code: string, by: 1 | -1): boolean {
    const found = this.store.data.discountCodes.get(code);
    if (!found) return true;
    const uses = found.uses ?? 0;
    if (by > 0 && found.maxUses !== undefined && found.maxUses !== null && uses >= found.maxUses) return false;
    this.store.data.discountCodes.set(code, { ...found, uses: Math.max(0, uses + by) });
    return true;
  }

  async redeem(hold: Omit<CodeHold, 'singleUse'>): Promise<void> {
    const index = this.rows.findIndex((row) => row.paymentId === hold.paymentId && row.status === 'reserved');
    if (index >= 0) {
      this.rows[index] = { ...this.rows[index]!, status: 'redeemed', at: hold.at };
      return;
    }
    const row: StoredRedemption = { code: hold.code.toUpperCase(), memberId: hold.memberId, paymentId: hold.paymentId, status: 'redeemed', singleUse: false, welcome: hold.welcome, at: hold.at };
    if (!this.clashes(row)) this.rows.push(row);
  }

  async release(paymentId: string): Promise<void> {
    for (const row of this.rows) if (row.paymentId === paymentId && row.status === 'reserved') this.count(row.code, -1);
    this.store.data.redemptions = this.rows.filter((row) => !(row.paymentId === paymentId && row.status === 'reserved'));
  }

  /** Tests and the in-memory discount codes read them: reserved or redeemed. */
  usedBy(code: string, memberId: MemberId): boolean {
    return this.rows.some((row) => row.code === code.toUpperCase() && row.memberId === memberId);
  }

  usedByAnyone(code: string): boolean {
    return this.rows.some((row) => row.code === code.toUpperCase());
  }

  /** How a payment holds its code, if it does (tests). */
  heldBy(paymentId: string): StoredRedemption | undefined {
    return this.rows.find((row) => row.paymentId === paymentId);
  }
}
