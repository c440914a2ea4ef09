import type { PageContextServer } from 'vike/types';
import type { ApiCreditOffer } from '../../../bff/contract/api-types';
import { orderableMethods } from '../../navigation/orderable-methods';

export interface PricingData {
  readonly offer: ApiCreditOffer;
}

/** Public: the visitor's country's bundles and methods (the offer of a member is hers, with her discount). */
export async function data(pageContext: PageContextServer): Promise<PricingData> {
  const offer = await pageContext.services.creditOffer();
  return { offer: { ...offer, methods: orderableMethods(offer.methods) } };
}
