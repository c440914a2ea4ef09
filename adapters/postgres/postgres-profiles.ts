import type { Knex } from 'knex';
import { latestBirthDateForAge } from '../../domain/accounts/age';
import { SEEN_BY_OTHERS } from '../../domain/accounts/member';
import type { Profile, Profiles } from '../../domain/profiles/profile';
import type { MemberId } from '../../domain/shared/ids';
import type { SearchCriteria } from '../../domain/search/search-criteria';
import type { ProfileSearch } from '../../domain/search/search-members';
import { notBlockedEitherWay } from './postgres-blocks';
import { profileColumns, toProfile, type ProfileRow } from './profile-row';

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

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

  async search(criteria: SearchCriteria, searcher: MemberId | undefined, today: Date, pageSize: number) {
    // Invisible members are left out of search; so is anyone blocked either way with the searcher.
    const query = this.visible(undefined).where('m.invisible', false);
    if (searcher !== undefined) query.whereNot('p.member_id', searcher).where(notBlockedEitherWay(this.db, 'p.member_id', searcher));
    if (criteria.gender) query.where('p.gender', criteria.gender);
    if (criteria.country) query.where('p.country', criteria.country);
    if (criteria.countryregion) query.where('p.region', criteria.countryregion);
    // Aged minAge..maxAge today: born on or before the minAge birthday and after the (maxAge + 1) birthday.
    query.where('p.birth_date', '<=', isoDay(latestBirthDateForAge(criteria.minAge, today)));
    query.where('p.birth_date', '>', isoDay(latestBirthDateForAge(criteria.maxAge + 1, today)));

    const [{ total }] = (await query.clone().count({ total: '*' })) as { total: string | number }[];
    const rows = (await query
      .select(profileColumns(this.db))
      .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.member_id', order: 'desc' }])
      .limit(pageSize)
      .offset((criteria.page - 1) * pageSize)) as ProfileRow[];
    return { profiles: rows.map((row) => toProfile(row, today)), total: Number(total) };
  }
}
