import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Profile } from '../profiles/profile';
import { SEARCH_PAGE_SIZE, type SearchCriteria } from './search-criteria';
import { EXACT_TOTAL_UP_TO, searchTotal, type SearchTotal } from './search-total';

export interface SearchPage {
  readonly profiles: readonly Profile[];
  readonly total: SearchTotal;
  readonly page: number;
  readonly pageSize: number;
}

/** One page of matches, the matches counted up to `countUpTo` + 1, and, when more were found, an estimate of all. */
export interface ProfileSearchResult {
  readonly profiles: Profile[];
  readonly counted: number;
  readonly estimate?: number;
}

export interface ProfileSearch {
  /** Active profiles matching the criteria, newest first, never the searcher themself. */
  search(criteria: SearchCriteria, searcher: MemberId | undefined, today: Date, pageSize: number, countUpTo: number): Promise<ProfileSearchResult>;
}

export class SearchMembers {
  constructor(private readonly deps: { profileSearch: ProfileSearch; clock: Clock }) {}

  async run(criteria: SearchCriteria, searcher: MemberId | undefined): Promise<SearchPage> {
    const found = await this.deps.profileSearch.search(criteria, searcher, this.deps.clock.now(), SEARCH_PAGE_SIZE, EXACT_TOTAL_UP_TO);
    return { profiles: found.profiles, total: searchTotal(found.counted, found.estimate), page: criteria.page, pageSize: SEARCH_PAGE_SIZE };
  }
}
