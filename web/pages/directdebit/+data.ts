import type { PageContextServer } from 'vike/types';
import type { ApiCreditBundle, ApiCreditOffer } from '../../../bff/contract/api-types';
import { recordIdFrom } from '../../../bff/contract/fields';

export interface DirectDebitData {
  readonly offer: ApiCreditOffer;
  /** The bundle of `?bundle=`, when it is one of her country's; otherwise she picks one here. */
  readonly bundle: ApiCreditBundle | null;
  /** Whether direct debit (sdd) is offered in her country. */
  readonly offered: boolean;
}

/** /directdebit?bundle=<id> (the credits page's 'sdd' choice links here). The guard let only members in. */
export async function data(pageContext: PageContextServer): Promise<DirectDebitData> {
  const offer = await pageContext.services.creditOffer();
  const id = recordIdFrom(pageContext.urlParsed.search.bundle);
  return { offer, bundle: offer.bundles.find((bundle) => bundle.id === id) ?? null, offered: offer.methods.includes('sdd') };
}
