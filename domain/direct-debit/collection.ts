import { DIRECT_DEBIT } from '../payments/payment-method';

/**
 * A direct debit completes at once — the credits are hers when she orders (decision 0034) — but the money is collected
 * from her account later, outside this product, which never learns when. So a completed direct-debit payment is
 * "credited, collected by direct debit", never "paid": the pages, the receipt and the mail say so.
 */
export const creditedBeforeCollection = (payment: { readonly method: string; readonly status: string }): boolean =>
  payment.method === DIRECT_DEBIT && payment.status === 'completed';
