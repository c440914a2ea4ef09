import type { PageContext } from 'vike/types';
import { readCreditPath } from '../../../../domain/locale/credit-paths';

/**
 * `/credits/<bundle id>` and `/credits/<bundle id>/<payment method>` (SPEC §2, the method optional), the first part in
 * any language's words (/guthaben/2/sdd).
 */
export default function route(pageContext: PageContext) {
  const page = readCreditPath(pageContext.urlPathname);
  if (page?.page !== 'order') return false;
  return { routeParams: { id: page.id, paymentmethod: page.method } };
}
