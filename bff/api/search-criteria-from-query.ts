import { normaliseAgeRange, type SearchCriteria } from '../../domain/search/search-criteria';
import type { SearchQuery } from '../contract/requests';

/** The search form's query (SPEC §3 search state) as the domain's criteria. */
export const searchCriteriaFrom = (query: SearchQuery): SearchCriteria => ({
  gender: query.gender,
  country: query.country,
  countryregion: query.countryregion,
  page: query.page,
  ...normaliseAgeRange(query.min_age, query.max_age),
});
