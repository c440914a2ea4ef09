import type { PageContextServer } from 'vike/types';
import type { ApiProfile } from '../../../bff/contract/api-types';

export interface HomeData {
  readonly members: readonly ApiProfile[];
}

/** The member strip only when visitors may search (SPEC §6) or the member is logged in. */
export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const { services } = pageContext;
  if (!services.mayBrowseMembers) return { members: [] };
  const page = await services.search({ page: 1 }).catch(() => undefined);
  return { members: (page?.profiles ?? []).slice(0, 10) };
}
