import type { Knex } from 'knex';
import { SEEN_BY_OTHERS } from '../../domain/accounts/member';
import type { MemberId } from '../../domain/shared/ids';
import type { ProfileViews } from '../../domain/visitors/ports';
import type { Visitor } from '../../domain/visitors/visitors';
import { notBlockedEitherWay } from './postgres-blocks';
import { profileColumns, toProfile, type ProfileRow } from './profile-row';

/** Profile views in one table (migration 0027), read on (viewed_id, viewed_at desc) with the visibility of likes. */
export class PostgresProfileViews implements ProfileViews {
  constructor(private readonly db: Knex) {}

  /** The upsert of one view: a later view moves the row's time on, an earlier one (a late request) does not. */
  static recordQuery(db: Knex, viewer: unknown, viewed: unknown, at: unknown): Knex.QueryBuilder {
    return db('profile_views')
      .insert({ viewed_id: viewed, viewer_id: viewer, viewed_at: at })
      .onConflict(['viewed_id', 'viewer_id'])
      .merge({ viewed_at: db.raw('greatest(profile_views.viewed_at, excluded.viewed_at)') });
  }

  async record(viewer: MemberId, viewed: MemberId, at: Date): Promise<void> {
    await PostgresProfileViews.recordQuery(this.db, viewer, viewed, at);
  }

  /** Her visitors' rows (profile_views as v, profiles as p, members as m) that she may see; callers bound the time. */
  private shown(db: Knex, member: MemberId) {
    return db('profile_views as v')
      .join('profiles as p', 'p.member_id', 'v.viewer_id')
      .join('members as m', 'm.id', 'p.member_id')
      .where('v.viewed_id', member)
      .whereNot('v.viewer_id', member)
      .where('p.status', 'active')
      .whereIn('p.member_status', SEEN_BY_OTHERS)
      .where('p.member_invisible', false)
      .where(notBlockedEitherWay(db, 'p.member_id', member));
  }

  /** Views after she last opened her list. */
  private static newer(db: Knex, member: MemberId) {
    return db.raw(`v.viewed_at > coalesce((select visitors_seen_at from members where id = ?), '-infinity'::timestamptz)`, [member]);
  }

  async visitors(member: MemberId, since: Date, today: Date, limit: number): Promise<Visitor[]> {
    const rows = (await this.shown(this.db, member)
      .where('v.viewed_at', '>=', since)
      .orderBy([
        { column: 'v.viewed_at', order: 'desc' },
        { column: 'v.viewer_id', order: 'desc' },
      ])
      .limit(limit)
      .select([...profileColumns(this.db), 'v.viewed_at', this.db.raw(`(v.viewed_at > coalesce((select visitors_seen_at from members where id = ?), '-infinity'::timestamptz)) as visit_new`, [member])])) as (ProfileRow & {
      viewed_at: Date | string;
      visit_new: boolean;
    })[];
    return rows.map((row) => ({ profile: toProfile(row, today), at: new Date(row.viewed_at), isNew: row.visit_new }));
  }

  async newCount(member: MemberId, since: Date): Promise<number> {
    const [row] = (await this.newCountQuery(member, since)) as { counted: string | number }[];
    return Number(row?.counted ?? 0);
  }

  /** `newCount` as a query, for the statement that reads it with the other badge totals (PostgresBadgeCounts). */
  newCountQuery(member: MemberId, since: Date): Knex.QueryBuilder {
    return this.shown(this.db, member).where('v.viewed_at', '>=', since).where(PostgresProfileViews.newer(this.db, member)).count({ counted: '*' });
  }

  async countBetween(member: MemberId, week: { readonly from: Date; readonly to: Date }): Promise<number> {
    const [row] = (await this.countBetweenQuery(member, week)) as { counted: string | number }[];
    return Number(row?.counted ?? 0);
  }

  /** `countBetween` as a query, for the weekly update's one statement per member (PostgresReminderCandidates.summary). */
  countBetweenQuery(member: MemberId, week: { readonly from: Date; readonly to: Date }): Knex.QueryBuilder {
    return this.shown(this.db, member).where('v.viewed_at', '>', week.from).where('v.viewed_at', '<=', week.to).count({ counted: '*' });
  }

  async markSeen(member: MemberId, at: Date): Promise<void> {
    await this.db('members').where('id', member).update({ visitors_seen_at: at });
  }
}
