import { DIRECT_DEBIT, isPaymentMethod, type PaymentMethod } from '../../domain/payments/payment-method';
import { isBuilt } from './built-pages';

/**
 * The methods of her country that can be chosen here: direct debit is ordered on its own page (/directdebit), so it is
 * offered only once that page is built (no dead ends, built-pages.ts).
 */
export function orderableMethods(methods: readonly string[]): PaymentMethod[] {
  return methods.filter(isPaymentMethod).filter((method) => method !== DIRECT_DEBIT || isBuilt('/directdebit'));
}
