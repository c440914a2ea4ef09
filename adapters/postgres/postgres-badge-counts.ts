import type { Knex } from 'knex';
import type { BadgeCounts, BadgeTotals } from '../../domain/chat/badge-counts';
import type { MemberId } from '../../domain/shared/ids';
import { PostgresConversations } from './postgres-conversations';
import { PostgresLikes } from './postgres-likes';

/** The unread total and the new likes as two subqueries of one statement: the queries of their own ports. */
export class PostgresBadgeCounts implements BadgeCounts {
  private readonly conversations: PostgresConversations;
  private readonly likes: PostgresLikes;

  constructor(private readonly db: Knex) {
    this.conversations = new PostgresConversations(db);
    this.likes = new PostgresLikes(db);
  }

  async totalsFor(member: MemberId): Promise<BadgeTotals> {
    const { rows } = await this.db.raw<{ rows: { unread_messages: string | number | null; new_likes: string | number | null }[] }>(
      'select (?) as unread_messages, (?) as new_likes',
      [this.conversations.unreadTotalQuery(member), this.likes.newCountQuery(member)],
    );
    return { unreadMessages: Number(rows[0]?.unread_messages ?? 0), newLikes: Number(rows[0]?.new_likes ?? 0) };
  }
}
