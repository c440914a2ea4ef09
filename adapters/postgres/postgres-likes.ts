import type { Knex } from 'knex';
import { SEEN_BY_OTHERS } from '../../domain/accounts/member';
import type { AfterLike, LastSwipe, SwipeCount, LikeOutcome, Likes, NewLike, ReceivedLike } from '../../domain/likes/ports';
import { PostgresOutbox } from './postgres-outbox';
import type { Gender, Profile } from '../../domain/profiles/profile';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { notBlockedEitherWay } from './postgres-blocks';
import { profileColumns, toProfile, type ProfileRow } from './profile-row';

/** Thrown inside the like's transaction to roll it back when the day's cap is passed. */
class CapReached extends Error {}

const NEWEST_FIRST = [
  { column: 'l.created_at', order: 'desc' },
  { column: 'l.liker_id', order: 'desc' },
  { column: 'l.liked_id', order: 'desc' },
] as const;

/** Likes in one table (migration 0012); every list joins the other member's profile with the visibility of search. */
export class PostgresLikes implements Likes {
  /** `outboxCommitted`: a like committed a notice, this instance's outbox worker may deliver it now. */
  constructor(private readonly db: Knex, private readonly outboxCommitted?: () => void) {}

  /**
   * The profiles in `column` that `member` may see in her likes: active, of members others see, not invisible (the
   * copies of migration 0009 on the profile), no block either way.
   */
  private shown(db: Knex | Knex.Transaction, column: string, member: MemberId) {
    return db('likes as l')
      .join('profiles as p', 'p.member_id', column)
      .join('members as m', 'm.id', 'p.member_id')
      .where('p.status', 'active')
      .whereIn('p.member_status', SEEN_BY_OTHERS)
      .where('p.member_invisible', false)
      .where(notBlockedEitherWay(this.db, 'p.member_id', member));
  }

  async add(like: NewLike, swipe?: SwipeCount, after?: AfterLike): Promise<LikeOutcome> {
    let queued = false;
    try {
      const outcome = await this.db.transaction(async (trx) => {
        const inserted = (await trx('likes')
          .insert({ liker_id: like.liker, liked_id: like.liked, via: like.via, created_at: like.at })
          .onConflict(['liker_id', 'liked_id'])
          .ignore()
          .returning('liker_id')) as unknown[];
        const match = (await trx('likes').where({ liker_id: like.liked, liked_id: like.liker }).first('liker_id')) !== undefined;
        if (inserted.length === 0) return { kind: 'already_liked', match } as const;
        if (swipe) {
          // Counted first, on the member's row of the day: parallel likes wait for each other here, so exactly `cap`
          // pass; the one past it rolls back its like and its count.
          const counted = (await trx.raw(
            `insert into swipe_days (member_id, day, likes) values (?, ?, 1)
             on conflict (member_id, day) do update set likes = swipe_days.likes + 1 returning likes`,
            [like.liker, swipe.day],
          )) as { rows: { likes: number }[] };
          if (swipe.cap !== undefined && Number(counted.rows[0]!.likes) > swipe.cap) throw new CapReached();
        }
        const item = after?.(match);
        if (item) {
          await new PostgresOutbox(trx, () => like.at).add(item);
          queued = true;
        }
        return { kind: 'liked', match } as const;
      });
      if (queued) this.outboxCommitted?.();
      return outcome;
    } catch (error) {
      if (error instanceof CapReached) return { kind: 'cap_reached' };
      throw error;
    }
  }

  async between(member: MemberId, other: MemberId): Promise<{ liked: boolean; likedBy: boolean }> {
    const rows = (await this.db('likes')
      .where((q) => q.where({ liker_id: member, liked_id: other }).orWhere({ liker_id: other, liked_id: member }))
      .select('liker_id')) as { liker_id: string | number }[];
    const likers = new Set(rows.map((row) => Number(row.liker_id)));
    return { liked: likers.has(member), likedBy: likers.has(other) };
  }

  async remove(liker: MemberId, liked: MemberId): Promise<boolean> {
    // The deleted rows, not the count: on PGlite knex answers a delete with the driver's result object, not a number.
    const deleted = (await this.db('likes').where({ liker_id: liker, liked_id: liked }).delete().returning('liker_id')) as unknown[];
    return deleted.length > 0;
  }

  async isLikeable(liker: MemberId, target: MemberId): Promise<boolean> {
    if (liker === target) return false;
    const row = await this.db('profiles as p')
      .where('p.member_id', target)
      .where('p.status', 'active')
      .whereIn('p.member_status', SEEN_BY_OTHERS)
      .where('p.member_invisible', false)
      .where(notBlockedEitherWay(this.db, 'p.member_id', liker))
      .first('p.member_id');
    return row !== undefined;
  }

  async given(member: MemberId, today: Date): Promise<Profile[]> {
    const rows = (await this.shown(this.db, 'l.liked_id', member)
      .where('l.liker_id', member)
      .orderBy([...NEWEST_FIRST])
      .select(profileColumns(this.db))) as ProfileRow[];
    return rows.map((row) => toProfile(row, today));
  }

  async received(member: MemberId, today: Date): Promise<ReceivedLike[]> {
    const rows = (await this.shown(this.db, 'l.liker_id', member)
      .where('l.liked_id', member)
      .orderBy([...NEWEST_FIRST])
      .select([...profileColumns(this.db), 'l.is_new', 'l.created_at as liked_at'])) as (ProfileRow & { is_new: boolean; liked_at: Date | string })[];
    return rows.map((row) => ({ profile: toProfile(row, today), isNew: row.is_new, at: new Date(row.liked_at) }));
  }

  async newCount(member: MemberId): Promise<number> {
    const [row] = (await this.newCountQuery(member)) as { counted: string | number }[];
    return Number(row?.counted ?? 0);
  }

  /** `newCount` as a query, for a statement that reads it with other totals (PostgresBadgeCounts). */
  newCountQuery(member: MemberId): Knex.QueryBuilder {
    return this.shown(this.db, 'l.liker_id', member).where('l.liked_id', member).where('l.is_new', true).count({ counted: '*' });
  }

  async markSeen(member: MemberId, liker: MemberId): Promise<boolean> {
    return (await this.db('likes').where({ liker_id: liker, liked_id: member, is_new: true }).update({ is_new: false })) > 0;
  }

  async announceNext(member: MemberId, at: Date, today: Date, from?: MemberId): Promise<Profile | undefined> {
    // One statement: the newest unannounced like is claimed (rows another request holds are skipped), so two tabs
    // asking at once never get the same like.
    const next = this.shown(this.db, 'l.liker_id', member)
      .where('l.liked_id', member)
      .whereNull('l.announced_at')
      .modify((query) => {
        if (from !== undefined) query.where('l.liker_id', from);
      })
      .orderBy([...NEWEST_FIRST])
      .limit(1)
      .select('l.liker_id')
      .forUpdate('l')
      .skipLocked();
    const claimed = (await this.db('likes').where('liked_id', member).whereIn('liker_id', next).whereNull('announced_at').update({ announced_at: at }).returning('liker_id')) as {
      liker_id: string | number;
    }[];
    const liker = claimed[0]?.liker_id;
    if (liker === undefined) return undefined;
    const row = (await this.db('profiles as p').join('members as m', 'm.id', 'p.member_id').where('p.member_id', liker).first(profileColumns(this.db))) as ProfileRow | undefined;
    return row ? toProfile(row, today) : undefined;
  }

  async pass(member: MemberId, target: MemberId, at: Date): Promise<void> {
    await this.db('swipe_passes').insert({ member_id: member, passed_id: target, created_at: at }).onConflict(['member_id', 'passed_id']).ignore();
  }

  /** One statement: her newest pass and her newest swipe like, the later of the two (a pass on a tie). */
  async lastSwipe(member: MemberId): Promise<LastSwipe | undefined> {
    const result = (await this.db.raw(
      `select kind, target, at from (
         (select 'pass' as kind, passed_id as target, created_at as at, 1 as tie from swipe_passes where member_id = ? order by created_at desc limit 1)
         union all
         (select 'like', liked_id, created_at, 0 from likes where liker_id = ? and via = 'swipe' order by created_at desc limit 1)
       ) last order by at desc, tie desc limit 1`,
      [member, member],
    )) as { rows: { kind: 'pass' | 'like'; target: string | number; at: Date | string }[] };
    const row = result.rows[0];
    return row ? { kind: row.kind, target: memberId(Number(row.target)), at: new Date(row.at) } : undefined;
  }

  async unpass(member: MemberId, target: MemberId): Promise<boolean> {
    const deleted = (await this.db('swipe_passes').where({ member_id: member, passed_id: target }).delete().returning('member_id')) as unknown[];
    return deleted.length > 0;
  }

  /** On the search's partial indexes (migration 0009), newest first; likes and passes are each one hashed lookup. */
  async swipeDeck(member: MemberId, gender: Gender | undefined, today: Date, limit: number): Promise<Profile[]> {
    const query = this.db('profiles as p')
      .join('members as m', 'm.id', 'p.member_id')
      .where('p.status', 'active')
      .whereIn('p.member_status', SEEN_BY_OTHERS)
      .where('p.member_invisible', false)
      .whereNot('p.member_id', member)
      .where(notBlockedEitherWay(this.db, 'p.member_id', member))
      .whereNotIn('p.member_id', this.db('likes').where('liker_id', member).select('liked_id'))
      .whereNotIn('p.member_id', this.db('swipe_passes').where('member_id', member).select('passed_id'))
      .orderBy([
        { column: 'p.created_at', order: 'desc' },
        { column: 'p.member_id', order: 'desc' },
      ])
      .limit(limit)
      .select(profileColumns(this.db));
    if (gender) query.where('p.gender', gender);
    return ((await query) as ProfileRow[]).map((row) => toProfile(row, today));
  }

  async swipeLikesOn(member: MemberId, day: string): Promise<number> {
    const row = (await this.db('swipe_days').where({ member_id: member, day }).first('likes')) as { likes: number } | undefined;
    return Number(row?.likes ?? 0);
  }
}
