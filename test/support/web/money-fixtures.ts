import type { ApiCreditBundle, ApiDiscountCode, ApiPayment } from '../../../bff/contract/api-types';

/** For tests of the money stores: a bundle, a discount and a payment as the contract answers them. */

export const bundle = (changes: Partial<ApiCreditBundle> = {}): ApiCreditBundle => ({
  id: 2,
  credits: 120,
  amount: 19.95,
  discounted_amount: 19.95,
  currency: 'EUR',
  messages: 12,
  price_per_message: 1.67,
  popular: true,
  ...changes,
});

export const discount = (changes: Partial<ApiDiscountCode> = {}): ApiDiscountCode => ({
  code: 'TIMEBONUS25',
  country: null,
  user_id: 5,
  expires: '2026-11-26T14:00:00.000Z',
  value_percentage: 25,
  percentage: 25,
  currency: 'EUR',
  minimum_order_value: 0,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: [],
  kind: 'time_bonus',
  ...changes,
});

export const payment = (changes: Partial<ApiPayment> = {}): ApiPayment => ({
  payment_id: 'PAY-ABC123',
  bundle_id: 2,
  credits: 120,
  amount: 19.95,
  list_amount: 19.95,
  currency: 'EUR',
  method: 'ideal',
  status: 'open',
  discount_code: null,
  discount_percentage: 0,
  created_at: '2026-11-26T10:00:00.000Z',
  paid_at: null,
  checkout_url: '/sandbox-checkout/sbx_abcdefgh',
  ...changes,
});
