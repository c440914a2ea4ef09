import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Profile } from '../profiles/profile';
import { SEARCH_PAGE_SIZE, type SearchCriteria } from './search-criteria';
import { EXACT_TOTAL_UP_TO, searchTotal, type SearchTotal } from './search-total';
import { FEW_MATCHES, similarCriteria, type RelaxedFilter } from './similar-criteria';
import { NEW_THIS_WEEK_COUNTED_UP_TO, newThisWeekShown, weekBefore, type NewThisWeek } from './new-this-week';

export interface SearchPage {
  readonly profiles: readonly Profile[];
  readonly total: SearchTotal;
  readonly page: number;
  readonly pageSize: number;
  /** When few matched: the filters relaxed one step, paged likewise, without the profiles above. */
  readonly similar?: SimilarPage;
}

export interface SimilarPage {
  readonly relaxed: RelaxedFilter;
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
  /** The first `limit` of those matches, newest first, uncounted: for lists that show a few and no total. */
  newest(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, limit: number): Promise<Profile[]>;
  /**
   * In one read: the newest `limit` matches in `region`, then, when there are fewer, the newest `2 × limit` of the
   * criteria's (its country's) after them, each profile once.
   */
  newestInRegionFirst(criteria: Omit<SearchCriteria, 'page' | 'countryregion'>, region: string, searcher: MemberId | undefined, today: Date, limit: number): Promise<Profile[]>;
  /** How many of the matches joined at or after `since`, counted up to `countUpTo` + 1 (no more index entries read). */
  countJoinedSince(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, since: Date, countUpTo: number): Promise<number>;
}

export class SearchMembers {
  constructor(private readonly deps: { profileSearch: ProfileSearch; clock: Clock }) {}

  /**
   * Issue 24: how many of the members this search finds joined in the last seven days, for the front door; null when
   * too few to show (domain/search/new-this-week.ts).
   */
  async joinedThisWeek(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined): Promise<NewThisWeek | null> {
    const now = this.deps.clock.now();
    return newThisWeekShown(await this.deps.profileSearch.countJoinedSince(criteria, searcher, now, weekBefore(now), NEW_THIS_WEEK_COUNTED_UP_TO));
  }

  /** `similarPage`: the page of the similar results, when there are any (SPEC §3 "similar results likewise"). */
  async run(criteria: SearchCriteria, searcher: MemberId | undefined, similarPage = 1): Promise<SearchPage> {
    const today = this.deps.clock.now();
    const found = await this.deps.profileSearch.search(criteria, searcher, today, SEARCH_PAGE_SIZE, EXACT_TOTAL_UP_TO);
    const total = searchTotal(found.counted, found.estimate);
    const page: SearchPage = { profiles: found.profiles, total, page: criteria.page, pageSize: SEARCH_PAGE_SIZE };
    const relaxed = !total.estimated && total.count < FEW_MATCHES ? similarCriteria(criteria) : undefined;
    if (!relaxed) return page;
    // Few matched, so all of them are on the first page: they are left out of the similar ones by id.
    const shown = new Set(criteria.page === 1 ? found.profiles.map((p) => p.id) : []);
    const wider = await this.deps.profileSearch.search({ ...relaxed.criteria, page: similarPage }, searcher, today, SEARCH_PAGE_SIZE, EXACT_TOTAL_UP_TO);
    const widerTotal = searchTotal(wider.counted, wider.estimate);
    const similar: SimilarPage = {
      relaxed: relaxed.relaxed,
      profiles: wider.profiles.filter((p) => !shown.has(p.id)),
      total: widerTotal.estimated ? widerTotal : { count: Math.max(0, widerTotal.count - total.count), estimated: false },
      page: similarPage,
      pageSize: SEARCH_PAGE_SIZE,
    };
    return { ...page, similar };
  }
}
