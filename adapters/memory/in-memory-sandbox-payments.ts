import type { CheckoutRequest, Checkout, GatewayStatus } from '../../domain/payments/ports';
import type { SandboxCheckout, SandboxGateway, SandboxOutcome } from '../../domain/payments/sandbox';

/** The sandbox provider in memory, for features and unit tests: checkouts numbered in order. */
export class InMemorySandboxPayments implements SandboxGateway {
  readonly name = 'sandbox' as const;
  private readonly checkouts = new Map<string, SandboxCheckout>();
  /** Set to make the provider fail as if it were down. */
  down = false;

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

  /** The ref of a payment's checkout: how a test plays the member at the provider. */
  refOf(paymentId: string): string | undefined {
    return [...this.checkouts.values()].find((checkout) => checkout.paymentId === paymentId)?.ref;
  }
}
