import type { PageContext } from 'vike/types';

/** `/credits/<bundle id>` and `/credits/<bundle id>/<payment method>` (SPEC §2, the method optional). */
export default function route(pageContext: PageContext) {
  const match = /^\/credits\/(\d{1,9})(?:\/([a-z]{2,20}))?$/.exec(pageContext.urlPathname);
  if (!match) return false;
  return { routeParams: { id: match[1]!, paymentmethod: match[2] ?? '' } };
}
