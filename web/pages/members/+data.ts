import type { PageContextServer } from 'vike/types';
import type { ApiSearchPage } from '../../../bff/contract/api-types';
import { checkRequest } from '../../../bff/contract/fields';
import { searchQuery, type SearchQuery } from '../../../bff/contract/requests';
import { soughtGender } from '../../../domain/search/sought-gender';

export interface MembersData {
  readonly query: Partial<SearchQuery>;
  /** null when visitors may not search (SPEC §6): the page shows a call to sign up instead. */
  readonly results: ApiSearchPage | null;
  readonly regions: Readonly<Record<string, readonly string[]>>;
}

export async function data(pageContext: PageContextServer): Promise<MembersData> {
  const { services } = pageContext;
  const parsed = checkRequest(searchQuery, pageContext.urlParsed.search);
  const given: SearchQuery = parsed.ok ? parsed.data : { page: 1 };
  // A member who has not chosen a gender in this search (no `gender` in the URL; `gender=` is her choice of everyone)
  // looks for the gender her own gender and sexuality point to.
  const own = services.user?.profile;
  const query: SearchQuery =
    own && pageContext.urlParsed.search.gender === undefined ? { ...given, gender: soughtGender(own.gender, own.sexuality) } : given;
  const regions: Record<string, string[]> = {};
  for (const country of services.settings.countries) regions[country] = (services.regions[country] ?? []).map((r) => r.name);
  const locked = !services.mayBrowseMembers;
  return { query, results: locked ? null : await services.search(query, { distance: true }), regions };
}
