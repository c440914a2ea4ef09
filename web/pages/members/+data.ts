import type { PageContextServer } from 'vike/types';
import type { ApiSearchPage } from '../../../bff/contract/api-types';
import { checkRequest } from '../../../bff/contract/fields';
import { searchQuery, type SearchQuery } from '../../../bff/contract/requests';

export interface MembersData {
  readonly query: Partial<SearchQuery>;
  /** null when visitors may not search (SPEC §6): the page shows a call to sign up instead. */
  readonly results: ApiSearchPage | null;
  readonly regions: Readonly<Record<string, readonly string[]>>;
}

export async function data(pageContext: PageContextServer): Promise<MembersData> {
  const { services } = pageContext;
  const parsed = checkRequest(searchQuery, pageContext.urlParsed.search);
  const query: SearchQuery = parsed.ok ? parsed.data : { page: 1 };
  const regions: Record<string, string[]> = {};
  for (const country of services.settings.countries) regions[country] = (services.regions[country] ?? []).map((r) => r.name);
  const locked = !services.mayBrowseMembers;
  return { query, results: locked ? null : await services.search(query), regions };
}
