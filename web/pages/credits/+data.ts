import type { PageContextServer } from 'vike/types';
import type { ApiCreditOffer } from '../../../bff/contract/api-types';

export interface CreditsData {
  readonly offer: ApiCreditOffer;
}

export async function data(pageContext: PageContextServer): Promise<CreditsData> {
  return { offer: await pageContext.services.creditOffer() };
}
