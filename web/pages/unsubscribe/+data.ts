import type { PageContextServer } from 'vike/types';
import type { ApiUnsubscribeLink } from '../../../bff/contract/unsubscribe-requests';

export interface UnsubscribeData {
  /** What the link stops, read on the server (nothing changes); null for a link that is not valid. */
  readonly link: ApiUnsubscribeLink | null;
}

/** The question is in the page's HTML: no spinner, and the one button is there at the first paint. */
export async function data(pageContext: PageContextServer): Promise<UnsubscribeData> {
  return { link: await pageContext.services.unsubscribeLink(pageContext.urlParsed.search.token ?? '') };
}
