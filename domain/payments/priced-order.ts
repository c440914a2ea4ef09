import { reserveDiscount } from '../discounts/code-reservation';
import type { AppliedDiscount } from '../discounts/discount';
import type { CheckoutDiscounts } from '../discounts/ports';
import type { MemberId } from '../shared/ids';
import { percent, type Cents } from '../shared/quantities';
import type { TransactionScope } from '../transactions';
import { discountedAmount, type CreditBundle } from './bundle';
import type { NewPayment, Payment } from './payment';
import type { PaymentMethod } from './payment-method';

/** A bundle as a member orders it: with the discount her code gives, if she sent one, and what she pays. */
export interface PricedOrder {
  readonly bundle: CreditBundle;
  readonly discount: AppliedDiscount | null;
  readonly amount: Cents;
}

export interface OrderOf {
  readonly memberId: MemberId;
  readonly domain: string;
  readonly country: string;
  readonly method: PaymentMethod;
  readonly discountCode?: string;
}

/**
 * The price of a bundle for this order: the list price, or the price after the discount of the code she sent (checked
 * by the discounts area: code_not_found, code_used, code_invalid). Checkout and direct debit price alike.
 */
export async function priceOrder(discounts: CheckoutDiscounts, bundle: CreditBundle, order: OrderOf): Promise<PricedOrder> {
  const discount = order.discountCode
    ? await discounts.resolve({
        memberId: order.memberId,
        domain: order.domain,
        country: order.country,
        code: order.discountCode,
        amount: bundle.listAmount,
        currency: bundle.currency,
        method: order.method,
      })
    : null;
  return { bundle, discount, amount: discount ? discountedAmount(bundle.listAmount, discount.percentage) : bundle.listAmount };
}

/** What places an order: its reference, who, where, how, by which provider, when. */
export interface PlacedOrder {
  readonly paymentId: string;
  readonly memberId: MemberId;
  readonly domain: string;
  readonly method: PaymentMethod;
  readonly provider: string;
  readonly at: Date;
}

/**
 * Inside the caller's transaction: the priced order stored as an open payment, with its discount code reserved for it
 * (decision 0044) — both or neither. A code another payment holds already fails the order with code_used.
 */
export async function placeOrder(scope: TransactionScope, priced: PricedOrder, order: PlacedOrder): Promise<Payment> {
  if (priced.discount) await reserveDiscount(scope.discountRedemptions, priced.discount, order);
  return scope.payments.create(orderPayment(priced, order));
}

/** The payment row of a priced order, open until its gateway (or direct debit's own settlement) moves it. */
export function orderPayment(
  priced: PricedOrder,
  order: PlacedOrder,
): NewPayment {
  const { bundle, discount } = priced;
  return {
    paymentId: order.paymentId,
    memberId: order.memberId,
    domain: order.domain,
    bundleId: bundle.id,
    credits: bundle.credits,
    listAmount: bundle.listAmount,
    amount: priced.amount,
    currency: bundle.currency,
    method: order.method,
    status: 'open',
    provider: order.provider,
    discountCode: discount?.code ?? null,
    discountPercentage: discount?.percentage ?? percent(0),
    consentAt: order.at,
    createdAt: order.at,
  };
}
