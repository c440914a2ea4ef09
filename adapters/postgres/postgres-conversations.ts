import type { Knex } from 'knex';
import { SEEN_BY_OTHERS } from '../../domain/accounts/member';
import type { ChatMessage, ChatSummary, Conversation, MessageKind } from '../../domain/chat/conversation';
import type { Conversations, NewMessage } from '../../domain/chat/ports';
import { conversationId, memberId, messageId, type ConversationId, type MemberId } from '../../domain/shared/ids';
import { notBlockedEitherWay } from './postgres-blocks';
import { ConversationMemberModel, ConversationModel, MessageModel } from './models';
import { profileColumns, toProfile, type ProfileRow } from './profile-row';

export const toConversation = (row: ConversationModel): Conversation => ({
  id: conversationId(Number(row.id)),
  memberIds: [memberId(Number(row.member_low)), memberId(Number(row.member_high))],
  createdAt: new Date(row.created_at),
});

export const toMessage = (row: MessageModel): ChatMessage => ({
  id: messageId(Number(row.id)),
  conversationId: conversationId(Number(row.conversation_id)),
  senderId: memberId(Number(row.sender_id)),
  body: row.body,
  sentAt: new Date(row.sent_at),
  held: row.held,
  attachment: (typeof row.attachment === 'string' ? JSON.parse(row.attachment) : row.attachment) ?? null,
});

const pair = (a: MemberId, b: MemberId) => (a < b ? { member_low: a, member_high: b } : { member_low: b, member_high: a });

export class PostgresConversations implements Conversations {
  constructor(private readonly db: Knex) {}

  async findBetween(a: MemberId, b: MemberId): Promise<Conversation | undefined> {
    const row = await ConversationModel.query(this.db).where(pair(a, b)).first();
    return row ? toConversation(row) : undefined;
  }

  async countFor(member: MemberId): Promise<number> {
    const [{ total }] = (await this.db('conversation_members as mine')
      .where('mine.member_id', member)
      .whereExists((q) => q.select(this.db.raw('1')).from('messages').whereRaw('messages.conversation_id = mine.conversation_id'))
      .count({ total: '*' })) as { total: string | number }[];
    return Number(total);
  }

  async hasMessages(id: ConversationId): Promise<boolean> {
    return (await this.db('messages').where('conversation_id', id).first('id')) !== undefined;
  }

  async removeFor(id: ConversationId, member: MemberId): Promise<void> {
    const last = this.db('messages').where('conversation_id', id).max('id');
    await this.db('conversation_members')
      .where({ conversation_id: id, member_id: member })
      .update({ removed_through_message_id: this.db.raw('coalesce((?), 0)', [last]), unread_count: 0 });
  }

  async create(a: MemberId, b: MemberId, at: Date): Promise<Conversation> {
    const row = await ConversationModel.query(this.db).insert({ ...pair(a, b), created_at: at });
    await ConversationMemberModel.query(this.db).insert([
      { conversation_id: row.id, member_id: a, unread_count: 0 },
      { conversation_id: row.id, member_id: b, unread_count: 0 },
    ]);
    return toConversation(row);
  }

  async findForMember(id: ConversationId, member: MemberId): Promise<Conversation | undefined> {
    const row = await ConversationModel.query(this.db)
      .join('conversation_members as cm', 'cm.conversation_id', 'conversations.id')
      .where('conversations.id', id)
      .where('cm.member_id', member)
      .select('conversations.*')
      .first();
    return row ? toConversation(row) : undefined;
  }

  async addMessage(message: NewMessage): Promise<ChatMessage> {
    const row = await MessageModel.query(this.db).insert({
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      body: message.body,
      sent_at: message.sentAt,
      held: message.held,
      attachment: message.attachment ? JSON.stringify(message.attachment) : null,
    });
    // A held message must not reveal itself to the recipient, not even by moving the chat up their list.
    if (!message.held) {
      await ConversationModel.query(this.db).findById(message.conversationId).patch({ last_message_at: message.sentAt });
      await ConversationMemberModel.query(this.db)
        .where({ conversation_id: message.conversationId, member_id: message.recipientId })
        .increment('unread_count', 1);
    }
    return toMessage(row);
  }

  async listFor(member: MemberId, today: Date, options: { includeHidden?: boolean } = {}): Promise<ChatSummary[]> {
    const query = this.db('conversation_members as mine')
      .join('conversations as c', 'c.id', 'mine.conversation_id')
      .join('conversation_members as theirs', function () {
        this.on('theirs.conversation_id', '=', 'c.id').andOn('theirs.member_id', '<>', 'mine.member_id');
      })
      .join('profiles as p', 'p.member_id', 'theirs.member_id')
      .join('members as m', 'm.id', 'p.member_id')
      .joinRaw(
        `join lateral (select body as last_body, sent_at as last_sent_at, sender_id as last_sender, attachment->>'kind' as last_kind from messages
           where conversation_id = c.id and (held = false or sender_id = ?)
             and id > coalesce(mine.removed_through_message_id, 0)
           order by id desc limit 1) last on true`,
        [member],
      )
      .where('mine.member_id', member);
    if (!options.includeHidden) query.whereIn('m.status', SEEN_BY_OTHERS).where(notBlockedEitherWay(this.db, 'theirs.member_id', member));
    // A named statement: PostgreSQL plans this join once per connection instead of on every call, where planning took
    // longer than running it (tools/bench/chats-endpoint.ts). PGlite ignores the name.
    query.options({ name: options.includeHidden ? 'chat_list_with_hidden' : 'chat_list' });
    const rows = (await query
      .orderByRaw('coalesce(c.last_message_at, c.created_at) desc, c.id desc')
      .select([
        ...profileColumns(this.db),
        'c.id as conversation_id',
        'mine.unread_count',
        'last.last_body',
        'last.last_sent_at',
        'last.last_sender',
        'last.last_kind',
      ])) as (ProfileRow & {
      conversation_id: string | number;
      unread_count: number;
      last_body: string | null;
      last_sent_at: Date | null;
      last_sender: string | number | null;
      last_kind: MessageKind | null;
    })[];
    return rows.map((row) => ({
      id: conversationId(Number(row.conversation_id)),
      profile: toProfile(row, today),
      numUnreadMessages: row.unread_count,
      lastMessage:
        row.last_body === null || row.last_sent_at === null
          ? null
          : { body: row.last_body, sentAt: new Date(row.last_sent_at), fromMe: Number(row.last_sender) === member, kind: row.last_kind ?? 'text' },
    }));
  }

  async unreadTotalFor(member: MemberId): Promise<number> {
    const [{ total }] = (await this.unreadTotalQuery(member)) as { total: string | number | null }[];
    return Number(total ?? 0);
  }

  /** `unreadTotalFor` as a query, for a statement that reads it with other totals (PostgresBadgeCounts). */
  unreadTotalQuery(member: MemberId): Knex.QueryBuilder {
    // The conversations listFor shows, with only what the sum needs: no profiles, no last message.
    return this.db('conversation_members as mine')
      .join('conversation_members as theirs', function () {
        this.on('theirs.conversation_id', '=', 'mine.conversation_id').andOn('theirs.member_id', '<>', 'mine.member_id');
      })
      .join('members as m', 'm.id', 'theirs.member_id')
      .where('mine.member_id', member)
      .where('mine.unread_count', '>', 0)
      .whereIn('m.status', SEEN_BY_OTHERS)
      .where(notBlockedEitherWay(this.db, 'theirs.member_id', member))
      .sum({ total: 'mine.unread_count' });
  }

  async messagesFor(id: ConversationId, member: MemberId, limit: number): Promise<ChatMessage[]> {
    const removedThrough = this.db('conversation_members').where({ conversation_id: id, member_id: member }).select(this.db.raw('coalesce(removed_through_message_id, 0)'));
    const rows = await MessageModel.query(this.db)
      .where('conversation_id', id)
      .where((q) => q.where('held', false).orWhere('sender_id', member))
      .where('id', '>', removedThrough)
      .orderBy('id', 'desc')
      .limit(limit);
    return rows.map(toMessage).reverse();
  }

  async unreadOf(id: ConversationId, member: MemberId): Promise<number> {
    const row = (await this.db('conversation_members').where({ conversation_id: id, member_id: member }).first('unread_count')) as { unread_count: number } | undefined;
    return row?.unread_count ?? 0;
  }

  async markRead(id: ConversationId, member: MemberId): Promise<void> {
    await ConversationMemberModel.query(this.db).where({ conversation_id: id, member_id: member }).patch({ unread_count: 0 });
  }
}
