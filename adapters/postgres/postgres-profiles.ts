import type { Knex } from 'knex';
import { latestBirthDateForAge } from '../../domain/accounts/age';
import { SEEN_BY_OTHERS } from '../../domain/accounts/member';
import type { Profile, Profiles } from '../../domain/profiles/profile';
import type { MemberId } from '../../domain/shared/ids';
import type { SearchCriteria } from '../../domain/search/search-criteria';
import type { ProfileSearch, ProfileSearchResult } from '../../domain/search/search-members';
import { notBlockedEitherWay } from './postgres-blocks';
import { profileColumns, toProfile, type ProfileRow } from './profile-row';
import { PreparedQuery } from './prepared-statements';

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The parameters of `newestInRegionFirst`'s prepared statements, one statement per shape of search. */
interface NewestInRegion extends Record<string, unknown> {
  gender: SearchCriteria['gender'];
  country: string | undefined;
  region: string;
  searcher: MemberId | undefined;
  bornOnOrBefore: string;
  bornAfter: string;
}
const NEWEST_IN_REGION = new Map<string, PreparedQuery<NewestInRegion>>();

const NEWEST_FIRST = [
  { column: 'p.created_at', order: 'desc' },
  { column: 'p.member_id', order: 'desc' },
];

/** Profiles other members may see, and search over them on the (status, gender, country, region, birth_date) index. */
export class PostgresProfiles implements Profiles, ProfileSearch {
  constructor(private readonly db: Knex) {}

  /**
   * Active profiles of members others may see; a member who has not confirmed yet sees her own (disabled until she
   * confirms, SPEC §4).
   */
  private visible(viewer: MemberId | undefined) {
    const query = this.db('profiles as p').join('members as m', 'm.id', 'p.member_id');
    return query.where((q) => {
      q.where((seen) => seen.where('p.status', 'active').whereIn('m.status', SEEN_BY_OTHERS));
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

  /** On the (status, created_at) index: a count that stops at `countUpTo` + 1 reads no more than that many entries. */
  async countJoinedSince(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, since: Date, countUpTo: number): Promise<number> {
    const joined = this.matching(criteria, searcher, today).where('p.created_at', '>=', since).select(this.db.raw('1')).limit(countUpTo + 1);
    const [row] = (await this.db.from(joined.as('joined')).count({ counted: '*' })) as { counted: string | number }[];
    return Number(row?.counted ?? 0);
  }

  newest(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, limit: number): Promise<Profile[]> {
    return this.page(criteria, searcher, today, limit, 0);
  }

  /**
   * Both lists' ids found on the index as `page` finds them, the country's only when the region's are fewer than
   * `limit` (a one-time filter on the region's count), then their rows: region first, each newest first.
   */
  async newestInRegionFirst(criteria: Omit<SearchCriteria, 'page' | 'countryregion'>, region: string, searcher: MemberId | undefined, today: Date, limit: number): Promise<Profile[]> {
    const rows = await this.newestInRegionQuery({ gender: Boolean(criteria.gender), country: Boolean(criteria.country), searcher: searcher !== undefined, limit }).run<
      ProfileRow & { in_region: boolean }
    >(this.db, {
      gender: criteria.gender,
      country: criteria.country,
      region,
      searcher,
      bornOnOrBefore: isoDay(latestBirthDateForAge(criteria.minAge, today)),
      bornAfter: isoDay(latestBirthDateForAge(criteria.maxAge + 1, today)),
    });
    return rows.map((row) => toProfile(row, today));
  }

  /**
   * `newestInRegionFirst`'s statement for one shape of search (which filters it has, whether a member searches, how
   * many): written once by the builder, then sent by name (every profile page asks it; decision 0053).
   */
  private newestInRegionQuery(shape: { gender: boolean; country: boolean; searcher: boolean; limit: number }): PreparedQuery<NewestInRegion> {
    const key = `newest_in_region_${shape.gender ? 'g' : ''}${shape.country ? 'c' : ''}${shape.searcher ? 's' : ''}_${shape.limit}`;
    let query = NEWEST_IN_REGION.get(key);
    if (!query) {
      query = new PreparedQuery<NewestInRegion>(key, (db, p) => {
        const criteria = { gender: shape.gender ? p.gender : undefined, country: shape.country ? p.country : undefined };
        const searcher = shape.searcher ? p.searcher : undefined;
        const inRegion = this.matchingBorn(db, { ...criteria, countryregion: p.region }, searcher, p.bornOnOrBefore, p.bornAfter)
          .select('p.member_id')
          .orderBy(NEWEST_FIRST)
          .limit(shape.limit);
        const inCountry = this.matchingBorn(db, criteria, searcher, p.bornOnOrBefore, p.bornAfter)
          .whereRaw('(select count(*) from in_region) < ?', [shape.limit])
          .select('p.member_id')
          .orderBy(NEWEST_FIRST)
          .limit(2 * shape.limit);
        return db
          .with('in_region', inRegion)
          .from('profiles as p')
          .join('members as m', 'm.id', 'p.member_id')
          // One IN over both lists (not two ORed): a semi-join on the primary key, never a scan of every profile.
          .whereIn('p.member_id', db('in_region').select('member_id').unionAll(inCountry, true))
          .select([...profileColumns(db), db.raw('p.member_id in (select member_id from in_region) as in_region')])
          .orderBy([{ column: 'in_region', order: 'desc' }, ...NEWEST_FIRST]);
      });
      NEWEST_IN_REGION.set(key, query);
    }
    return query;
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
    // Aged minAge..maxAge today: born on or before the minAge birthday and after the (maxAge + 1) birthday.
    return this.matchingBorn(
      this.db,
      criteria,
      searcher,
      isoDay(latestBirthDateForAge(criteria.minAge, today)),
      isoDay(latestBirthDateForAge(criteria.maxAge + 1, today)),
    );
  }

  /** `matching` with the birth dates worked out (a prepared query takes them as parameters). */
  private matchingBorn(
    db: Knex,
    criteria: Pick<SearchCriteria, 'gender' | 'country' | 'countryregion'>,
    searcher: MemberId | undefined,
    bornOnOrBefore: string,
    bornAfter: string,
  ) {
    const query = db('profiles as p').where('p.status', 'active').whereIn('p.member_status', SEEN_BY_OTHERS).where('p.member_invisible', false);
    if (searcher !== undefined) query.whereNot('p.member_id', searcher).where(notBlockedEitherWay(db, 'p.member_id', searcher));
    if (criteria.gender) query.where('p.gender', criteria.gender);
    if (criteria.country) query.where('p.country', criteria.country);
    if (criteria.countryregion) query.where('p.region', criteria.countryregion);
    query.where('p.birth_date', '<=', bornOnOrBefore);
    query.where('p.birth_date', '>', bornAfter);
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
