import type { PageContextServer } from 'vike/types';
import type { ApiPayment } from '../../../../bff/contract/api-types';
import type { PaymentMethod } from '../../../../domain/payments/payment-method';
import { orderableMethods } from '../../../navigation/orderable-methods';

export interface RepeatOrderData {
  /** Her last completed order, or null when she has none yet. */
  readonly last: ApiPayment | null;
  readonly methods: readonly PaymentMethod[];
}

export async function data(pageContext: PageContextServer): Promise<RepeatOrderData> {
  const { services } = pageContext;
  const [last, offer] = await Promise.all([services.lastOrder(), services.creditOffer()]);
  return { last: last ?? null, methods: orderableMethods(offer.methods) };
}
