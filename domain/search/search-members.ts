import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Profile } from '../profiles/profile';
import { SEARCH_PAGE_SIZE, type SearchCriteria } from './search-criteria';

export interface SearchPage {
  readonly profiles: readonly Profile[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface ProfileSearch {
  /** Active profiles matching the criteria, newest first, never the searcher themself. */
  search(criteria: SearchCriteria, searcher: MemberId | undefined, today: Date, pageSize: number): Promise<{ profiles: Profile[]; total: number }>;
}

export class SearchMembers {
  constructor(private readonly deps: { profileSearch: ProfileSearch; clock: Clock }) {}

  async run(criteria: SearchCriteria, searcher: MemberId | undefined): Promise<SearchPage> {
    const { profiles, total } = await this.deps.profileSearch.search(criteria, searcher, this.deps.clock.now(), SEARCH_PAGE_SIZE);
    return { profiles, total, page: criteria.page, pageSize: SEARCH_PAGE_SIZE };
  }
}
