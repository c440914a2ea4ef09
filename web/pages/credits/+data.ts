import type { PageContextServer } from 'vike/types';
import type { ApiCreditOffer } from '../../../bff/contract/api-types';
import { orderableMethods } from '../../navigation/orderable-methods';

export interface CreditsData {
  readonly offer: ApiCreditOffer;
}

export async function data(pageContext: PageContextServer): Promise<CreditsData> {
  const offer = await pageContext.services.creditOffer();
  return { offer: { ...offer, methods: orderableMethods(offer.methods) } };
}
