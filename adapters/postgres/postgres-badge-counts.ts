import type { Knex } from 'knex';
import type { BadgeCounts, BadgeTotals } from '../../domain/chat/badge-counts';
import type { MemberId } from '../../domain/shared/ids';
import { PostgresConversations } from './postgres-conversations';
import { PostgresLikes } from './postgres-likes';
import { PostgresProfileViews } from './postgres-profile-views';
import { PreparedQuery } from './prepared-statements';

/**
 * The unread total, the new likes and the new visitors as three subqueries of one statement: the queries of their own
 * ports, written once and sent by name (every page asks it; decision 0053).
 */
const BADGE_TOTALS = new PreparedQuery<{ member: MemberId; visitorsSince: Date }>('badge_totals', (db, { member, visitorsSince }) =>
  db.raw('select (?) as unread_messages, (?) as new_likes, (?) as new_visitors', [
    new PostgresConversations(db).unreadTotalQuery(member),
    new PostgresLikes(db).newCountQuery(member),
    new PostgresProfileViews(db).newCountQuery(member, visitorsSince),
  ]),
);

/**
 * Later than any view: a badge asked without a window (the notice worker's push badge) counts no visitor. A year
 * PostgreSQL reads: the largest Date (year 275760) is written with six digits and a sign, which it refuses.
 */
const NO_VISITORS_SINCE = new Date('9999-12-31T23:59:59.999Z');

export class PostgresBadgeCounts implements BadgeCounts {
  constructor(private readonly db: Knex) {}

  async totalsFor(member: MemberId, visitorsSince: Date = NO_VISITORS_SINCE): Promise<BadgeTotals> {
    type Row = { unread_messages: string | number | null; new_likes: string | number | null; new_visitors: string | number | null };
    const [row] = await BADGE_TOTALS.run<Row>(this.db, { member, visitorsSince });
    return { unreadMessages: Number(row?.unread_messages ?? 0), newLikes: Number(row?.new_likes ?? 0), newVisitors: Number(row?.new_visitors ?? 0) };
  }
}
