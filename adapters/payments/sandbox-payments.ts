import type { Knex } from 'knex';
import type { CheckoutRequest, Checkout, GatewayStatus } from '../../domain/payments/ports';
import type { SandboxCheckout, SandboxGateway, SandboxOutcome } from '../../domain/payments/sandbox';
import type { Clock } from '../../domain/shared/clock';
import type { RandomTokens } from '../../domain/shared/random-tokens';

interface SandboxRow {
  ref: string;
  payment_id: string;
  amount_cents: number;
  currency: string;
  method: string;
  description: string;
  return_url: string;
  webhook_url: string;
  status: string;
  created_at: Date;
}

/** An open sandbox checkout nobody finished expires, as a real provider's does. */
const EXPIRES_AFTER_MS = 60 * 60 * 1000;

/**
 * The sandbox provider (decision 0036): its checkouts live in `sandbox_checkouts`, so every instance on the database
 * answers alike. The checkout page is ours (/sandbox-checkout/<ref>) at the origin the payment returns to.
 */
export class SandboxPayments implements SandboxGateway {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Knex, private readonly tokens: RandomTokens, private readonly clock: Clock) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const ref = `sbx_${this.tokens.token().replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24)}`;
    await this.db('sandbox_checkouts').insert({
      ref,
      payment_id: request.paymentId,
      amount_cents: request.amount,
      currency: request.currency,
      method: request.method,
      description: request.description,
      return_url: request.returnUrl,
      webhook_url: request.webhookUrl,
      status: 'open',
      created_at: this.clock.now(),
    });
    return { providerRef: ref, checkoutUrl: `${new URL(request.returnUrl).origin}/sandbox-checkout/${ref}` };
  }

  async fetchStatus(providerRef: string): Promise<GatewayStatus> {
    const checkout = await this.checkout(providerRef);
    if (!checkout) throw new Error(`the sandbox has no checkout ${providerRef}`);
    return checkout.status;
  }

  async checkout(ref: string): Promise<SandboxCheckout | undefined> {
    const row = (await this.db('sandbox_checkouts').where('ref', ref).first()) as SandboxRow | undefined;
    if (!row) return undefined;
    const expired = row.status === 'open' && this.clock.now().getTime() - new Date(row.created_at).getTime() > EXPIRES_AFTER_MS;
    return {
      ref: row.ref,
      paymentId: row.payment_id,
      amountCents: row.amount_cents,
      currency: row.currency,
      method: row.method,
      description: row.description,
      returnUrl: row.return_url,
      status: expired ? 'expired' : (row.status as GatewayStatus),
    };
  }

  /** A checkout that was paid, failed or cancelled stays so; a pending one may still be paid or fail. */
  async decide(ref: string, outcome: SandboxOutcome): Promise<void> {
    await this.db('sandbox_checkouts').where('ref', ref).whereIn('status', ['open', 'pending']).update({ status: outcome });
  }
}
