import type { Knex } from 'knex';
import { latestBirthDateForAge } from '../../domain/accounts/age';
import { SEEN_BY_OTHERS } from '../../domain/accounts/member';
import type { Profile, Profiles } from '../../domain/profiles/profile';
import type { MemberId } from '../../domain/shared/ids';
import type { SearchCriteria } from '../../domain/search/search-criteria';
import type { ProfileSearch, ProfileSearchResult } from '../../domain/search/search-members';
import { notBlockedEitherWay } from './postgres-blocks';
import { profileColumns, toProfile, type ProfileRow } from './profile-row';

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

const NEWEST_FIRST = [
  { column: 'p.created_at', order: 'desc' },
  { column: 'p.member_id', order: 'desc' },
];

/** Profiles other members may see, and search over them on the (status, gender, country, region, birth_date) index. */
export class PostgresProfiles implements Profiles, ProfileSearch {
  constructor(private readonly db: Knex) {}

  /** Active profiles of members others may see; a member who has not confirmed yet sees her own. */
  private visible(viewer: MemberId | undefined) {
    const query = this.db('profiles as p').join('members as m', 'm.id', 'p.member_id').where('p.status', 'active');
    return query.where((q) => {
      q.whereIn('m.status', SEEN_BY_OTHERS);
      if (viewer !== undefined) q.orWhere((own) => own.where('p.member_id', viewer).where('m.status', 'not_confirmed'));
    });
  }

  /** A block either way hides the profile from the viewer; invisible mode does not (invisible members still chat). */
  async findVisible(id: MemberId, viewer: MemberId | undefined, today: Date): Promise<Profile | undefined> {
    const query = this.visible(viewer).where('p.member_id', id);
    if (viewer !== undefined) query.where(notBlockedEitherWay(this.db, 'p.member_id', viewer));
    const row = (await query.first(profileColumns(this.db))) as ProfileRow | undefined;
    return row ? toProfile(row, today) : undefined;
  }

  async findListed(id: MemberId, viewer: MemberId | undefined, today: Date): Promise<Profile | undefined> {
    const row = (await this.listedQuery(id, viewer).first(profileColumns(this.db))) as ProfileRow | undefined;
    return row ? toProfile(row, today) : undefined;
  }

  /** `findListed`'s rows (profiles as p, members as m), without columns: PostgresProfileOpenings reads more with it. */
  listedQuery(id: MemberId, viewer: MemberId | undefined): Knex.QueryBuilder {
    const query = this.visible(viewer).where('p.member_id', id);
    if (viewer !== undefined) query.where(notBlockedEitherWay(this.db, 'p.member_id', viewer));
    return query.where((q) => {
      q.where('p.member_invisible', false);
      if (viewer !== undefined) q.orWhere('p.member_id', viewer);
    });
  }

  /**
   * One page, newest first, and the matches counted up to `countUpTo` + 1 (a count that stops there reads at most
   * that many index entries, whatever the search). Only a search with more matches asks the planner's estimate.
   * The page is found on the index alone (the ids at its offset), then only its rows are read.
   */
  async search(criteria: SearchCriteria, searcher: MemberId | undefined, today: Date, pageSize: number, countUpTo: number): Promise<ProfileSearchResult> {
    const counting = this.db.from(this.matching(criteria, searcher, today).select(this.db.raw('1')).limit(countUpTo + 1).as('matches')).count({ counted: '*' });
    const paging = this.page(criteria, searcher, today, pageSize, (criteria.page - 1) * pageSize);
    const [[countRow], profiles] = (await Promise.all([counting, paging])) as [{ counted: string | number }[], Profile[]];
    const counted = Number(countRow.counted);
    if (counted <= countUpTo) return { profiles, counted };
    // The planner cannot estimate "no block either way" (it guesses a handful); blocks hide a few rows, so the estimate
    // leaves them and the searcher out.
    return { profiles, counted, estimate: await this.estimatedRows(this.matching(criteria, undefined, today)) };
  }

  newest(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, limit: number): Promise<Profile[]> {
    return this.page(criteria, searcher, today, limit, 0);
  }

  /**
   * Both lists' ids found on the index as `page` finds them, the country's only when the region's are fewer than
   * `limit` (a one-time filter on the region's count), then their rows: region first, each newest first.
   */
  async newestInRegionFirst(criteria: Omit<SearchCriteria, 'page' | 'countryregion'>, region: string, searcher: MemberId | undefined, today: Date, limit: number): Promise<Profile[]> {
    const db = this.db;
    const inRegion = this.matching({ ...criteria, countryregion: region }, searcher, today).select('p.member_id').orderBy(NEWEST_FIRST).limit(limit);
    const inCountry = this.matching(criteria, searcher, today)
      .whereRaw('(select count(*) from in_region) < ?', [limit])
      .select('p.member_id')
      .orderBy(NEWEST_FIRST)
      .limit(2 * limit);
    const rows = (await db
      .with('in_region', inRegion)
      .from('profiles as p')
      .join('members as m', 'm.id', 'p.member_id')
      // One IN over both lists (not two ORed): a semi-join on the primary key, never a scan of every profile.
      .whereIn('p.member_id', db('in_region').select('member_id').unionAll(inCountry, true))
      .select([...profileColumns(db), db.raw('p.member_id in (select member_id from in_region) as in_region')])
      .orderBy([{ column: 'in_region', order: 'desc' }, ...NEWEST_FIRST])) as (ProfileRow & { in_region: boolean })[];
    return rows.map((row) => toProfile(row, today));
  }

  /** `limit` matches from `offset`, newest first: their ids found on the index alone, then only their rows read. */
  private async page(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, limit: number, offset: number): Promise<Profile[]> {
    const pageIds = this.matching(criteria, searcher, today).select('p.member_id').orderBy(NEWEST_FIRST).limit(limit).offset(offset);
    const rows = (await this.db('profiles as p').join('members as m', 'm.id', 'p.member_id').whereIn('p.member_id', pageIds).select(profileColumns(this.db)).orderBy(NEWEST_FIRST)) as ProfileRow[];
    return rows.map((row) => toProfile(row, today));
  }

  /**
   * The profiles a search finds: active, of members others may see (the copy of the member's status on the profile,
   * migration 0009), not invisible, not the searcher, no block either way, and the filters.
   */
  private matching(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date) {
    const query = this.db('profiles as p').where('p.status', 'active').whereIn('p.member_status', SEEN_BY_OTHERS).where('p.member_invisible', false);
    if (searcher !== undefined) query.whereNot('p.member_id', searcher).where(notBlockedEitherWay(this.db, 'p.member_id', searcher));
    if (criteria.gender) query.where('p.gender', criteria.gender);
    if (criteria.country) query.where('p.country', criteria.country);
    if (criteria.countryregion) query.where('p.region', criteria.countryregion);
    // Aged minAge..maxAge today: born on or before the minAge birthday and after the (maxAge + 1) birthday.
    query.where('p.birth_date', '<=', isoDay(latestBirthDateForAge(criteria.minAge, today)));
    query.where('p.birth_date', '>', isoDay(latestBirthDateForAge(criteria.maxAge + 1, today)));
    return query;
  }

  /** The planner's estimate of the rows a query returns (EXPLAIN plans it, runs nothing). */
  private async estimatedRows(query: Knex.QueryBuilder): Promise<number> {
    const { sql, bindings } = query.select(this.db.raw('1')).toSQL();
    const result = (await this.db.raw(`explain (format json) ${sql}`, bindings)) as { rows: { 'QUERY PLAN': unknown }[] };
    const cell = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
    return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
  }
}
