import type { AppliedDiscount } from '../domain/discounts/discount';
import { discountedAmount, messagesFor, type CreditBundle } from '../domain/payments/bundle';
import { messagePrice } from '../domain/payments/message-price';
import type { CreditOffer } from '../domain/payments/credit-offer';
import type { Payment } from '../domain/payments/payment';
import type { SandboxCheckout } from '../domain/payments/sandbox';
import type { ApiCreditBundle, ApiCreditOffer, ApiDiscountCode, ApiPayment, ApiSandboxCheckout } from './contract/api-types';

/** Cents as the wire's amounts: euros (or the currency) with two decimals. */
export const amountOf = (cents: number): number => cents / 100;

export function toApiDiscountCode(discount: AppliedDiscount, now: Date): ApiDiscountCode {
  return {
    code: discount.code,
    country: discount.country,
    user_id: discount.memberId,
    expires: discount.expiresAt?.toISOString() ?? null,
    value_percentage: discount.percentage,
    percentage: discount.percentage,
    currency: discount.currency,
    minimum_order_value: amountOf(discount.minimumOrder),
    status: discount.status,
    validity: discount.validity,
    expired: discount.expiresAt !== null && discount.expiresAt.getTime() <= now.getTime(),
    paymentmethods: discount.paymentMethods,
    kind: discount.kind,
  };
}

function toApiBundle(bundle: CreditBundle, messageCredits: number, discount: AppliedDiscount | null): ApiCreditBundle {
  // The active discount is the member's own code (the time bonus or the welcome discount): any bundle, no minimum.
  const amount = discount ? discountedAmount(bundle.listAmount, discount.percentage) : bundle.listAmount;
  const messages = messagesFor(bundle, messageCredits);
  return {
    id: bundle.id,
    credits: bundle.credits,
    amount: amountOf(bundle.listAmount),
    discounted_amount: amountOf(amount),
    currency: bundle.currency,
    messages,
    // From the price charged, to the nearest cent: exact only when messages × it is discounted_amount (decision 0046).
    price_per_message: amountOf(messagePrice(amount, messages)?.each ?? amount),
    popular: bundle.popular,
  };
}

export function toApiCreditOffer(offer: CreditOffer, now: Date): ApiCreditOffer {
  return {
    country: offer.country,
    bundles: offer.bundles.map((bundle) => toApiBundle(bundle, offer.messageCredits, offer.discount)),
    methods: offer.methods,
    message_credits: offer.messageCredits,
    discount: offer.discount ? toApiDiscountCode(offer.discount, now) : null,
  };
}

export function toApiPayment(payment: Payment): ApiPayment {
  return {
    payment_id: payment.paymentId,
    bundle_id: payment.bundleId,
    credits: payment.credits,
    amount: amountOf(payment.amount),
    list_amount: amountOf(payment.listAmount),
    currency: payment.currency,
    method: payment.method,
    status: payment.status,
    discount_code: payment.discountCode,
    discount_percentage: payment.discountPercentage,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    checkout_url: payment.status === 'open' ? payment.checkoutUrl : null,
  };
}

export function toApiSandboxCheckout(checkout: SandboxCheckout): ApiSandboxCheckout {
  return {
    ref: checkout.ref,
    payment_id: checkout.paymentId,
    amount: amountOf(checkout.amountCents),
    currency: checkout.currency,
    method: checkout.method,
    description: checkout.description,
    status: checkout.status,
  };
}
