import type { PageContextServer } from 'vike/types';
import type { ApiVisitors } from '../../../bff/contract/api-types';

/** `now`: the server's clock as it read the list, so "3 uur geleden" reads the same on the server and in the browser. */
export type VisitorsData = ApiVisitors & { readonly now: number; readonly failed?: true };

/** Her visitors of the last 30 days (issue 27); reading them clears the badge. */
export async function data(pageContext: PageContextServer): Promise<VisitorsData> {
  const { services } = pageContext;
  const visitors = await services.visitors().catch(() => null);
  // Not loaded: the page says so and offers to try again (issue 27).
  return visitors ? { ...visitors, now: services.now } : { visitors: [], now: services.now, failed: true };
}
