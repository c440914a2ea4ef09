import type { Knex } from 'knex';
import type { BadgeCounts, BadgeTotals } from '../../domain/chat/badge-counts';
import type { MemberId } from '../../domain/shared/ids';
import { PostgresConversations } from './postgres-conversations';
import { PostgresLikes } from './postgres-likes';
import { PreparedQuery } from './prepared-statements';

/**
 * The unread total and the new likes as two subqueries of one statement: the queries of their own ports, written
 * once and sent by name (every page asks it; decision 0053).
 */
const BADGE_TOTALS = new PreparedQuery<{ member: MemberId }>('badge_totals', (db, { member }) =>
  db.raw('select (?) as unread_messages, (?) as new_likes', [new PostgresConversations(db).unreadTotalQuery(member), new PostgresLikes(db).newCountQuery(member)]),
);

export class PostgresBadgeCounts implements BadgeCounts {
  constructor(private readonly db: Knex) {}

  async totalsFor(member: MemberId): Promise<BadgeTotals> {
    const [row] = await BADGE_TOTALS.run<{ unread_messages: string | number | null; new_likes: string | number | null }>(this.db, { member });
    return { unreadMessages: Number(row?.unread_messages ?? 0), newLikes: Number(row?.new_likes ?? 0) };
  }
}
