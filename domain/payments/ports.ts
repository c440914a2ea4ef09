import type { MemberId } from '../shared/ids';
import type { Cents } from '../shared/quantities';
import type { Payment, PaymentStatus, NewPayment } from './payment';
import type { PaymentMethod } from './payment-method';

/** The payments of every member. Reads outside a transaction; `lockByPaymentId` and `settle` only inside one. */
export interface Payments {
  create(payment: NewPayment): Promise<Payment>;
  /** Records where the gateway took it: its id and the checkout's address. */
  attachCheckout(paymentId: string, providerRef: string, checkoutUrl: string | null, now: Date): Promise<void>;
  findForMember(paymentId: string, memberId: MemberId): Promise<Payment | undefined>;
  findByProviderRef(provider: string, providerRef: string): Promise<Payment | undefined>;
  /** Newest first. */
  listForMember(memberId: MemberId): Promise<Payment[]>;
  lastCompletedFor(memberId: MemberId): Promise<Payment | undefined>;
  /**
   * For the sweeper: open or pending payments last changed before `before`, those it asked about longest ago first —
   * never asked first, then in the order made — so payments that stay open at their provider cannot hide the others.
   */
  listUnsettled(before: Date, limit: number): Promise<Payment[]>;
  /** The sweeper asked (or is about to ask) the gateway about these payments at `now`, whatever the answer. */
  markChecked(paymentIds: readonly string[], now: Date): Promise<void>;
  /** What a member ordered by a method since a moment, in cents (completed and still pending), for the direct-debit limit. */
  orderedSince(memberId: MemberId, method: PaymentMethod, since: Date): Promise<Cents>;
  /** Reads the payment and holds it until the transaction ends (SELECT … FOR UPDATE). */
  lockByPaymentId(paymentId: string): Promise<Payment | undefined>;
  setStatus(paymentId: string, status: PaymentStatus, now: Date): Promise<void>;
}

/** What a gateway says of a payment, in its own words mapped to ours (domain/payments/payment-status.ts). */
export type GatewayStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface CheckoutRequest {
  readonly paymentId: string;
  readonly amount: Cents;
  readonly currency: string;
  readonly method: PaymentMethod;
  readonly description: string;
  /** Where the gateway sends the member back: the payment's own page, from the domain's configured base URL. */
  readonly returnUrl: string;
  /** Where the gateway tells us the payment changed. */
  readonly webhookUrl: string;
}

export interface Checkout {
  readonly providerRef: string;
  readonly checkoutUrl: string;
}

/** A refund of (part of) a paid payment at its provider (issue 25, decision 0076). */
export interface RefundRequest {
  readonly providerRef: string;
  readonly amount: Cents;
  readonly currency: string;
  /** What the payer's bank statement shows. */
  readonly description: string;
  /** The same key for a retry of the same refund: the provider refunds once. */
  readonly idempotencyKey: string;
}

/** A payment provider (issue 12): a sandbox of our own by default, Mollie when a key is configured. */
export interface PaymentGateway {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The status as the provider has it now: never taken from a webhook's body. */
  fetchStatus(providerRef: string): Promise<GatewayStatus>;
  /** Pays (part of) a paid payment back; gives the provider's id of the refund. Throws when the provider refuses. */
  refund(request: RefundRequest): Promise<{ readonly refundRef: string }>;
  /** How much of a paid payment the payer's bank took back (a chargeback, a reversed direct debit), in cents: 0 when none. */
  chargedBack(providerRef: string): Promise<Cents>;
}

/** Where a gateway sends the member back and where it tells us of changes: from the domain's configured base URL. */
export interface PaymentLinks {
  returnUrl(domain: string, paymentId: string): Promise<string>;
  webhookUrl(domain: string): Promise<string>;
}
