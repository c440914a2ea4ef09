import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ApiCreditBundle, ApiDiscountCode } from '../../../../bff/contract/api-types';
import { recordIdFrom } from '../../../../bff/contract/fields';
import type { PaymentMethod } from '../../../../domain/payments/payment-method';
import { orderableMethods } from '../../../navigation/orderable-methods';

export interface OrderData {
  readonly bundle: ApiCreditBundle;
  /** Her country's methods. */
  readonly methods: readonly PaymentMethod[];
  /** The method of the address, when it is one of hers. */
  readonly chosen: string;
  readonly discount: ApiDiscountCode | null;
}

/** The order overview of one bundle of her country: an unknown bundle (or another country's) is a 404. */
export async function data(pageContext: PageContextServer): Promise<OrderData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  if (id === undefined) throw render(404);
  const offer = await pageContext.services.creditOffer();
  const bundle = offer.bundles.find((b) => b.id === id);
  if (!bundle) throw render(404);
  return {
    bundle,
    methods: orderableMethods(offer.methods),
    chosen: pageContext.routeParams.paymentmethod ?? '',
    discount: offer.discount,
  };
}
