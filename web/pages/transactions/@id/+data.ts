import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ApiPayment } from '../../../../bff/contract/api-types';
import { paymentQuery } from '../../../../bff/contract/payment-requests';
import { checkRequest } from '../../../../bff/contract/fields';

export interface PaymentData {
  readonly payment: ApiPayment;
}

/** One of her own payments; another member's, or an unknown id, is a 404 (never its data). */
export async function data(pageContext: PageContextServer): Promise<PaymentData> {
  const query = checkRequest(paymentQuery, { payment_id: pageContext.routeParams.id });
  if (!query.ok) throw render(404);
  const payment = await pageContext.services.payment(query.data.payment_id);
  if (!payment) throw render(404);
  return { payment };
}
