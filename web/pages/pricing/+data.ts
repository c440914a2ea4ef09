import type { PageContextServer } from 'vike/types';
import type { ApiCreditOffer } from '../../../bff/contract/api-types';

export interface PricingData {
  readonly offer: ApiCreditOffer;
}

/** Public: the visitor's country's bundles and methods (the offer of a member is hers, with her discount). */
export async function data(pageContext: PageContextServer): Promise<PricingData> {
  return { offer: await pageContext.services.creditOffer() };
}
