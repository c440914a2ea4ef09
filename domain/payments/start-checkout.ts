import type { MemberAccounts } from '../accounts/ports';
import type { CheckoutDiscounts } from '../discounts/ports';
import type { SiteSettingsStore } from '../settings/site-settings';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import type { Transactions } from '../transactions';
import { bundlesFor } from './bundle';
import type { Payment } from './payment';
import { DIRECT_DEBIT, methodsFor, type PaymentMethod } from './payment-method';
import { paymentReference } from './payment-reference';
import { placeOrder, priceOrder } from './priced-order';
import type { PaymentGateway, PaymentLinks, Payments } from './ports';
import { settlePayment } from './settle-payment';

export interface CheckoutCommand {
  readonly memberId: MemberId;
  readonly domain: string;
  readonly bundleId: number;
  readonly method: PaymentMethod;
  readonly discountCode?: string;
}

export interface StartedCheckout {
  readonly payment: Payment;
  readonly checkoutUrl: string;
}

const CHECKOUTS_PER_HOUR = 20;

/**
 * A member orders a bundle with a method: the order is stored as an open payment, then the gateway opens a checkout
 * for it. The member has agreed to immediate delivery (the route refuses without it). Nothing is credited here: only
 * the gateway's word settles a payment (ApplyGatewayStatus). Her discount code is reserved for the payment in the
 * transaction that stores it, so no second checkout, hers or another member's, gets the code while this one may still
 * be paid; a checkout that cannot open releases it (decision 0044).
 * Fails with `not_found` (the member), `invalid_input` (field `bundle_id`: not sold in her country; `method`: not
 * offered there, or direct debit, which has its own form), `code_not_found`, `code_used` (used, or held by another
 * payment still open), `code_invalid`, `rate_limited`, `payment_failed` (the gateway refused or did not answer).
 */
export class StartCheckout {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      payments: Payments;
      transactions: Transactions;
      gateway: PaymentGateway;
      discounts: CheckoutDiscounts;
      settings: SiteSettingsStore;
      links: PaymentLinks;
      tokens: RandomTokens;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async run(command: CheckoutCommand): Promise<StartedCheckout> {
    const now = this.deps.clock.now();
    await requireWithinLimit(this.deps.rateLimiter, `checkout:${command.memberId}`, CHECKOUTS_PER_HOUR, 3600, now);
    const member = await this.deps.members.findById(command.memberId);
    if (!member || member.status === 'deleted') throw new DomainError('not_found');
    const settings = await this.deps.settings.forDomain(command.domain);
    const country = member.profile.country;
    const bundle = bundlesFor(settings, country).find((offered) => offered.id === command.bundleId);
    if (!bundle) throw new DomainError('invalid_input', { field: 'bundle_id', message: 'not_offered' });
    if (command.method === DIRECT_DEBIT || !methodsFor(settings, country).includes(command.method)) {
      throw new DomainError('invalid_input', { field: 'method', message: 'not_offered' });
    }
    const priced = await priceOrder(this.deps.discounts, bundle, { ...command, country });
    const paymentId = paymentReference(this.deps.tokens.token());
    const order = { paymentId, memberId: member.id, domain: command.domain, method: command.method, provider: this.deps.gateway.name, at: now };
    const payment = await this.deps.transactions.run((scope) => placeOrder(scope, priced, order));

    let checkout;
    try {
      checkout = await this.deps.gateway.createCheckout({
        paymentId,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        description: `${settings.name}: ${bundle.credits} credits (${paymentId})`,
        returnUrl: await this.deps.links.returnUrl(command.domain, paymentId),
        webhookUrl: await this.deps.links.webhookUrl(command.domain),
      });
    } catch {
      // Failed as the gateway's word would fail it: the discount's reservation ends with it.
      await this.deps.transactions.run((scope) => settlePayment(scope, paymentId, 'failed', this.deps.clock.now()));
      throw new DomainError('payment_failed', { details: { payment_id: paymentId } });
    }
    await this.deps.payments.attachCheckout(paymentId, checkout.providerRef, checkout.checkoutUrl, this.deps.clock.now());
    return { payment: { ...payment, providerRef: checkout.providerRef, checkoutUrl: checkout.checkoutUrl }, checkoutUrl: checkout.checkoutUrl };
  }
}
