import type { PageContextServer } from 'vike/types';
import type { ApiCreditOffer } from '../../../bff/contract/api-types';
import { orderableMethods } from '../../navigation/orderable-methods';
import { codeOfQuery, offerWithCode, passedCode, type PassedCode } from '../../stores/passed-code';

export interface CreditsData {
  readonly offer: ApiCreditOffer;
  /** The code of the address (`?code=X`, SPEC §7 query passthrough), checked: its prices in the offer, or why not. */
  readonly passed: PassedCode | null;
}

export async function data(pageContext: PageContextServer): Promise<CreditsData> {
  const { services } = pageContext;
  const code = codeOfQuery(pageContext.urlParsed.search);
  const [offer, answer] = await Promise.all([services.creditOffer(), code === undefined ? undefined : services.checkDiscountCode({ code })]);
  const passed = code !== undefined && answer !== undefined ? passedCode(code, answer) : null;
  const priced = passed && 'discount' in passed ? offerWithCode(offer, passed.discount) : offer;
  return { offer: { ...priced, methods: orderableMethods(offer.methods) }, passed };
}
