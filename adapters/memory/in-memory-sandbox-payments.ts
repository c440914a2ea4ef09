import type { CheckoutRequest, Checkout, GatewayStatus, RefundRequest } from '../../domain/payments/ports';
import { cents, type Cents } from '../../domain/shared/quantities';
import type { SandboxCheckout, SandboxGateway, SandboxOutcome } from '../../domain/payments/sandbox';

/** The sandbox provider in memory, for features and unit tests: checkouts numbered in order. */
export class InMemorySandboxPayments implements SandboxGateway {
  readonly name = 'sandbox' as const;
  private readonly checkouts = new Map<string, SandboxCheckout>();
  /** Set to make the provider fail as if it were down. */
  down = false;
  /** Cents refunded and charged back per checkout; the refunds made by key (a retry answers the first). */
  private readonly refunded = new Map<string, number>();
  private readonly chargedBackCents = new Map<string, number>();
  private readonly refundsByKey = new Map<string, string>();
  /** Every refund the sandbox made: what a test reads back. */
  readonly refunds: { readonly refundRef: string; readonly providerRef: string; readonly amount: number }[] = [];

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    if (this.down) throw new Error('the sandbox provider is down');
    const ref = `sbx_test${String(this.checkouts.size + 1).padStart(8, '0')}`;
    this.checkouts.set(ref, {
      ref,
      paymentId: request.paymentId,
      amountCents: request.amount,
      currency: request.currency,
      method: request.method,
      description: request.description,
      returnUrl: request.returnUrl,
      status: 'open',
    });
    return { providerRef: ref, checkoutUrl: `https://sandbox.test/sandbox-checkout/${ref}` };
  }

  async fetchStatus(providerRef: string): Promise<GatewayStatus> {
    if (this.down) throw new Error('the sandbox provider is down');
    const checkout = this.checkouts.get(providerRef);
    if (!checkout) throw new Error(`the sandbox has no checkout ${providerRef}`);
    return checkout.status;
  }

  async checkout(ref: string): Promise<SandboxCheckout | undefined> {
    return this.checkouts.get(ref);
  }

  async decide(ref: string, outcome: SandboxOutcome | 'expired'): Promise<void> {
    const checkout = this.checkouts.get(ref);
    if (checkout && (checkout.status === 'open' || checkout.status === 'pending')) this.checkouts.set(ref, { ...checkout, status: outcome });
  }

  async refund(request: RefundRequest): Promise<{ refundRef: string }> {
    if (this.down) throw new Error('the sandbox provider is down');
    const earlier = this.refundsByKey.get(request.idempotencyKey);
    if (earlier) return { refundRef: earlier };
    const checkout = this.checkouts.get(request.providerRef);
    if (!checkout || checkout.status !== 'paid') throw new Error(`the sandbox cannot refund ${request.providerRef}`);
    const refunded = this.refunded.get(request.providerRef) ?? 0;
    if (request.amount < 1 || refunded + request.amount > checkout.amountCents) throw new Error('the sandbox refuses a refund above what remains');
    this.refunded.set(request.providerRef, refunded + request.amount);
    const refundRef = `sbr_test${String(this.refunds.length + 1).padStart(8, '0')}`;
    this.refunds.push({ refundRef, providerRef: request.providerRef, amount: request.amount });
    this.refundsByKey.set(request.idempotencyKey, refundRef);
    return { refundRef };
  }

  async chargedBack(providerRef: string): Promise<Cents> {
    return cents(this.chargedBackCents.get(providerRef) ?? 0);
  }

  /** The payer's bank takes a paid payment back (a chargeback), as a real provider would then report. */
  async chargeBack(ref: string): Promise<void> {
    const checkout = this.checkouts.get(ref);
    if (checkout?.status === 'paid') this.chargedBackCents.set(ref, checkout.amountCents - (this.refunded.get(ref) ?? 0));
  }

  /** The ref of a payment's checkout: how a test plays the member at the provider. */
  refOf(paymentId: string): string | undefined {
    return [...this.checkouts.values()].find((checkout) => checkout.paymentId === paymentId)?.ref;
  }
}
