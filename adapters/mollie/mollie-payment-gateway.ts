import { createMollieClient, PaymentMethod as MollieMethod, type MollieClient } from '@mollie/api-client';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import type { Checkout, CheckoutRequest, GatewayStatus, PaymentGateway, RefundRequest } from '../../domain/payments/ports';
import { cents, type Cents } from '../../domain/shared/quantities';

/** Mollie's own API root; MOLLIE_API_ENDPOINT points elsewhere only for a fake in tests. */
export const MOLLIE_API_ENDPOINT = 'https://api.mollie.com/v2/';

/** A key Mollie gives out: `test_` or `live_` and 30 letters and digits (organisation tokens `access_` are not used here). */
export const MOLLIE_API_KEY_PATTERN = /^(test|live)_[A-Za-z0-9]{20,64}$/;

/** A Mollie payment id: the only thing a webhook carries, and the only thing we ask Mollie about. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/**
 * Our methods at Mollie. `others` sends no method: the member chooses on Mollie's page. `sdd` is never a Mollie
 * checkout: direct debit is ordered on our own /directdebit form with an SMS code.
 */
const METHODS: Readonly<Record<Exclude<PaymentMethod, 'sdd'>, MollieMethod | undefined>> = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  creditcard: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  applepay: MollieMethod.applepay,
  sct: MollieMethod.banktransfer,
  others: undefined,
};

/** Mollie's statuses in the port's terms. An authorised payment (card, pay later) is not money yet: pending. */
const STATUSES: Readonly<Record<string, GatewayStatus>> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** Currencies whose amounts Mollie takes without decimals: our cents cannot be said in them. */
const WHOLE_UNIT_CURRENCIES = new Set(['JPY', 'ISK']);

/** Mollie failed to answer, answered an error or answered something we cannot read. Never carries the API key. */
export class MollieGatewayError extends Error {
  override readonly name = 'MollieGatewayError';
  /** Mollie's HTTP status when it answered one (401 bad key, 404 unknown payment, 422 refused, 5xx trouble). */
  readonly statusCode: number | undefined;

  constructor(message: string, options: { cause?: unknown; statusCode?: number } = {}) {
    super(message, { cause: options.cause });
    this.statusCode = options.statusCode;
  }
}

/**
 * Cents as Mollie's amount string, exactly: 1995 → '19.95', 5 → '0.05', 100 → '1.00'. Whole-number arithmetic only,
 * so no float ever rounds a price.
 */
export function mollieAmountValue(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a Mollie amount is a positive whole number of cents, got ${amount}`);
  const units = Math.floor(amount / 100);
  const rest = amount % 100;
  return `${units}.${String(rest).padStart(2, '0')}`;
}

export function mollieMethod(method: PaymentMethod): MollieMethod | undefined {
  if (method === 'sdd') {
    throw new RangeError('direct debit (sdd) is not a Mollie checkout: it is ordered on our own /directdebit form');
  }
  return METHODS[method];
}

export interface MollieGatewayOptions {
  /** MOLLIE_API_KEY. Held by the client only; never logged, never in an error. */
  readonly apiKey: string;
  /** MOLLIE_API_ENDPOINT: Mollie's own by default. Must be https: the client library cannot speak plain HTTP. */
  readonly apiEndpoint?: string;
  /**
   * How long one call may take, retries included, before it fails. The library itself never times out; a webhook must
   * answer Mollie in time and a sweep must not stall on one payment.
   */
  readonly timeoutMs?: number;
}

/**
 * The PaymentGateway through Mollie's Payments API (@mollie/api-client): a checkout at Mollie, its status read back
 * from Mollie. Every failure to talk to Mollie is thrown as a MollieGatewayError, never turned into a status: the
 * webhook then answers 5xx so Mollie retries, and the sweeper asks again later.
 */
export class MolliePaymentGateway implements PaymentGateway {
  readonly name = 'mollie';
  private readonly client: MollieClient;
  private readonly timeoutMs: number;

  constructor(options: MollieGatewayOptions) {
    if (!MOLLIE_API_KEY_PATTERN.test(options.apiKey)) throw new Error('MOLLIE_API_KEY is not a Mollie API key (test_… or live_…)');
    const apiEndpoint = options.apiEndpoint ?? MOLLIE_API_ENDPOINT;
    if (!apiEndpoint.startsWith('https://')) throw new Error('the Mollie API endpoint must be https');
    this.client = createMollieClient({ apiKey: options.apiKey, apiEndpoint });
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const currency = request.currency.toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency) || WHOLE_UNIT_CURRENCIES.has(currency)) throw new RangeError(`Mollie cannot take an amount in cents of ${request.currency}`);
    const method = mollieMethod(request.method);
    const payment = await this.call('create a payment', () =>
      this.client.payments.create({
        amount: { currency, value: mollieAmountValue(request.amount) },
        description: request.description,
        redirectUrl: request.returnUrl,
        webhookUrl: request.webhookUrl,
        ...(method ? { method } : {}),
        metadata: { payment_id: request.paymentId },
      }),
    );
    const checkoutUrl = payment.getCheckoutUrl();
    if (!PAYMENT_ID.test(payment.id) || !checkoutUrl) throw new MollieGatewayError('Mollie answered a new payment without an id or a checkout link');
    return { providerRef: payment.id, checkoutUrl };
  }

  async fetchStatus(providerRef: string): Promise<GatewayStatus> {
    // The reference comes from a webhook anyone can post: only a Mollie payment id ever reaches Mollie's URL.
    if (!PAYMENT_ID.test(providerRef)) throw new MollieGatewayError('not a Mollie payment id');
    const payment = await this.call('read a payment', () => this.client.payments.get(providerRef));
    const status = STATUSES[payment.status];
    if (!status) throw new MollieGatewayError(`Mollie answered an unknown payment status "${String(payment.status).slice(0, 40)}"`);
    return status;
  }

  /**
   * Mollie's Refunds API (POST /v2/payments/{id}/refunds) with the amount, a description and our key as Mollie's
   * Idempotency-Key: a retry of the same refund is answered with the first refund, never a second one.
   */
  async refund(request: RefundRequest): Promise<{ refundRef: string }> {
    if (!PAYMENT_ID.test(request.providerRef)) throw new MollieGatewayError('not a Mollie payment id');
    const currency = request.currency.toUpperCase();
    const refund = await this.call('refund a payment', () =>
      this.client.paymentRefunds.create({
        paymentId: request.providerRef,
        amount: { currency, value: mollieAmountValue(request.amount) },
        description: request.description,
        idempotencyKey: request.idempotencyKey,
      }),
    );
    if (!/^re_[A-Za-z0-9]{1,64}$/.test(refund.id)) throw new MollieGatewayError('Mollie answered a refund without an id');
    return { refundRef: refund.id };
  }

  /** The payment's `amountChargedBack` (absent when none) in cents. */
  async chargedBack(providerRef: string): Promise<Cents> {
    if (!PAYMENT_ID.test(providerRef)) throw new MollieGatewayError('not a Mollie payment id');
    const payment = await this.call('read a payment', () => this.client.payments.get(providerRef));
    return centsOfAmount(payment.amountChargedBack?.value);
  }

  /** One call to Mollie within the time limit, any failure as a MollieGatewayError. */
  private async call<T>(what: string, action: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MollieGatewayError(`Mollie did not answer within ${this.timeoutMs} ms (${what})`)), this.timeoutMs);
    });
    try {
      return await Promise.race([action(), timeout]);
    } catch (error) {
      if (error instanceof MollieGatewayError) throw error;
      const statusCode = statusCodeOf(error);
      const reason = error instanceof Error ? error.message : String(error);
      throw new MollieGatewayError(`Mollie could not ${what}${statusCode ? ` (HTTP ${statusCode})` : ''}: ${reason}`, { cause: error, statusCode });
    } finally {
      clearTimeout(timer);
    }
  }
}

function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/** Mollie's amount string as cents, exactly ('19.95' → 1995); absent is 0. */
export function centsOfAmount(value: string | undefined): Cents {
  if (value === undefined) return cents(0);
  const match = /^(\d{1,12})\.(\d{2})$/.exec(value);
  if (!match) throw new MollieGatewayError(`Mollie answered an amount we cannot read "${value.slice(0, 20)}"`);
  return cents(Number(match[1]) * 100 + Number(match[2]));
}
