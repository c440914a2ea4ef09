import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ApiCreditBundle, ApiDiscountCode } from '../../../../bff/contract/api-types';
import { recordIdFrom } from '../../../../bff/contract/fields';
import { isPaymentMethod, type PaymentMethod } from '../../../../domain/payments/payment-method';
import { orderableMethods } from '../../../navigation/orderable-methods';
import { codeOfQuery, passedCode, type PassedCode } from '../../../stores/passed-code';

export interface OrderData {
  readonly bundle: ApiCreditBundle;
  /** Her country's methods. */
  readonly methods: readonly PaymentMethod[];
  /** The method of the address, when it is one of hers. */
  readonly chosen: string;
  readonly discount: ApiDiscountCode | null;
  /** The code of the address (`?code=X`, SPEC §7 query passthrough), checked against this bundle and method. */
  readonly passed: PassedCode | null;
}

/** The order overview of one bundle of her country: an unknown bundle (or another country's) is a 404. */
export async function data(pageContext: PageContextServer): Promise<OrderData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  if (id === undefined) throw render(404);
  const { services } = pageContext;
  const chosen = pageContext.routeParams.paymentmethod ?? '';
  const code = codeOfQuery(pageContext.urlParsed.search);
  const offer = await services.creditOffer();
  const bundle = offer.bundles.find((b) => b.id === id);
  if (!bundle) throw render(404);
  const methods = orderableMethods(offer.methods);
  // Checked as the page will use it: with the method of the address when it is one of hers (CreditOrder's choice).
  const method = isPaymentMethod(chosen) && methods.includes(chosen) ? chosen : methods[0];
  const answer = code === undefined ? undefined : await services.checkDiscountCode({ code, bundle_id: id, ...(method ? { method } : {}) });
  return {
    bundle,
    methods,
    chosen,
    discount: offer.discount,
    passed: code !== undefined && answer !== undefined ? passedCode(code, answer) : null,
  };
}
