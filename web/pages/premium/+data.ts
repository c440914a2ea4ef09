import type { PageContextServer } from 'vike/types';
import type { ApiCreditOffer, ApiPayment } from '../../../bff/contract/api-types';

export interface PremiumData {
  readonly offer: ApiCreditOffer;
  /** A paid member's completed orders, one per bundle and method, newest first: what she can order again. */
  readonly repeatable: readonly ApiPayment[];
}

export async function data(pageContext: PageContextServer): Promise<PremiumData> {
  const { services } = pageContext;
  const offer = await services.creditOffer();
  if (!services.user?.paid_user) return { offer, repeatable: [] };
  const sold = new Set(offer.bundles.map((bundle) => bundle.id));
  const seen = new Set<string>();
  // Her orders to repeat are an extra: the page stands without them when they cannot be read.
  const repeatable = (await services.transactions().catch(() => [])).filter((payment) => {
    const key = `${payment.bundle_id}/${payment.method}`;
    if (payment.status !== 'completed' || !sold.has(payment.bundle_id) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { offer, repeatable };
}
