import type { Knex } from 'knex';
import type { CheckoutRequest, Checkout, GatewayStatus, RefundRequest } from '../../domain/payments/ports';
import { cents, type Cents } from '../../domain/shared/quantities';
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
  refunded_cents: number;
  charged_back_cents: number;
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

  /**
   * Refunds (part of) a paid checkout, at most what remains, in one UPDATE so two refunds at once cannot both pass.
   * The key makes the ref: a retry with the same key is answered with the same refund and changes nothing.
   */
  async refund(request: RefundRequest): Promise<{ refundRef: string }> {
    return this.db.transaction(async (trx) => {
      const earlier = (await trx('sandbox_refunds').where('idempotency_key', request.idempotencyKey).first('refund_ref')) as { refund_ref: string } | undefined;
      if (earlier) return { refundRef: earlier.refund_ref };
      const updated = await trx('sandbox_checkouts')
        .where('ref', request.providerRef)
        .andWhere('status', 'paid')
        .andWhere(trx.raw('refunded_cents + charged_back_cents + ? <= amount_cents', [request.amount]))
        .increment('refunded_cents', request.amount);
      if (!updated) throw new Error(`the sandbox refuses to refund ${request.amount} of ${request.providerRef}`);
      const refundRef = `sbr_${this.tokens.token().replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24)}`;
      await trx('sandbox_refunds').insert({ refund_ref: refundRef, checkout_ref: request.providerRef, amount_cents: request.amount, idempotency_key: request.idempotencyKey, created_at: this.clock.now() });
      return { refundRef };
    });
  }

  async chargedBack(providerRef: string): Promise<Cents> {
    const row = (await this.db('sandbox_checkouts').where('ref', providerRef).first('charged_back_cents')) as Pick<SandboxRow, 'charged_back_cents'> | undefined;
    return cents(row?.charged_back_cents ?? 0);
  }

  /** The payer's bank takes a paid checkout back: what was not refunded of it is charged back. */
  async chargeBack(ref: string): Promise<void> {
    await this.db('sandbox_checkouts').where('ref', ref).andWhere('status', 'paid').update({ charged_back_cents: this.db.raw('amount_cents - refunded_cents') });
  }
}
