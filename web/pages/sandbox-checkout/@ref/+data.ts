import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ApiSandboxCheckout } from '../../../../bff/contract/api-types';
import { checkRequest } from '../../../../bff/contract/fields';
import { sandboxCheckoutQuery } from '../../../../bff/contract/payment-requests';

export interface SandboxCheckoutData {
  readonly checkout: ApiSandboxCheckout;
}

/** The sandbox's checkout of one of her payments; any other ref (or a real provider configured) is a 404. */
export async function data(pageContext: PageContextServer): Promise<SandboxCheckoutData> {
  const query = checkRequest(sandboxCheckoutQuery, { ref: pageContext.routeParams.ref });
  if (!query.ok) throw render(404);
  const checkout = await pageContext.services.sandboxCheckout(query.data.ref);
  if (!checkout) throw render(404);
  return { checkout };
}
