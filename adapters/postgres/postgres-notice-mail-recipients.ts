import type { Knex } from 'knex';
import type { MemberStatus } from '../../domain/accounts/member';
import { emailPreferencesFrom, notificationsDisabledFrom } from '../../domain/notifications/email-preferences';
import type { MemberNotice } from '../../domain/notifications/member-notice';
import type { NoticeMailRecipient, NoticeMailRecipients } from '../../domain/notifications/notice-mail';
import { memberId } from '../../domain/shared/ids';

interface RecipientRow {
  id: string | number;
  email: string;
  language: string;
  status: MemberStatus;
  name: string;
  email_preferences: unknown;
  notifications_disabled: unknown;
  first_unseen: boolean;
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/**
 * Whether the notice is the first she has not seen of its kind, as one SQL expression:
 * - a message: her unread count in the conversation is above zero and the message is the unread_count-th newest the
 *   sender wrote there that she can see (not held, not before she removed the chat) — the first unread one;
 * - a like: it is still new to her, and no other like still new to her is older;
 * - a match: always.
 */
function firstUnseen(notice: MemberNotice): { sql: string; bindings: Knex.RawBinding[] } {
  switch (notice.kind) {
    case 'message':
      return {
        sql: `coalesce((
          select cm.unread_count > 0 and (
            select id from messages
            where conversation_id = cm.conversation_id and sender_id = ? and not held
              and id > coalesce(cm.removed_through_message_id, 0)
            order by id desc offset greatest(cm.unread_count, 1) - 1 limit 1
          ) = ?
          from conversation_members cm where cm.conversation_id = ? and cm.member_id = m.id
        ), false)`,
        bindings: [notice.senderId, notice.messageId, notice.conversationId],
      };
    case 'like':
      return {
        sql: `exists (
          select 1 from likes mine where mine.liker_id = ? and mine.liked_id = m.id and mine.is_new
            and not exists (
              select 1 from likes older where older.liked_id = m.id and older.is_new and older.liker_id <> mine.liker_id
                and (older.created_at < mine.created_at or (older.created_at = mine.created_at and older.liker_id < mine.liker_id))
            )
        )`,
        bindings: [notice.likerId],
      };
    case 'match':
      return { sql: 'true', bindings: [] };
  }
}

/** Who a notice's mail would go to, and whether the notice is the first unseen of its kind, in one statement. */
export class PostgresNoticeMailRecipients implements NoticeMailRecipients {
  constructor(private readonly db: Knex) {}

  async recipientOf(notice: MemberNotice): Promise<NoticeMailRecipient | undefined> {
    const unseen = firstUnseen(notice);
    const { rows } = await this.db.raw<{ rows: RecipientRow[] }>(
      `select m.id, m.email, m.language, m.status, p.name, m.email_preferences, m.notifications_disabled, ${unseen.sql} as first_unseen
       from members m join profiles p on p.member_id = m.id
       where m.id = ?`,
      [...unseen.bindings, notice.recipientId] as Knex.RawBinding[],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      memberId: memberId(Number(row.id)),
      email: row.email,
      name: row.name,
      language: row.language,
      status: row.status,
      mail: { preferences: emailPreferencesFrom(parsed(row.email_preferences)), notificationsDisabled: notificationsDisabledFrom(parsed(row.notifications_disabled)) },
      firstUnseen: Boolean(row.first_unseen),
    };
  }
}
