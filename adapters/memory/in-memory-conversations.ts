import type { ChatMessage, ChatSummary, Conversation } from '../../domain/chat/conversation';
import type { Conversations, NewMessage } from '../../domain/chat/ports';
import { conversationId, messageId, type ConversationId, type MemberId } from '../../domain/shared/ids';
import { seenByOthers } from '../../domain/accounts/member';
import { blockedEitherWay } from './in-memory-blocks';
import { profileOf } from './in-memory-profiles';
import type { InMemoryStore, StoredConversation } from './in-memory-store';

const toConversation = (c: StoredConversation): Conversation => ({
  id: c.id,
  memberIds: [c.memberIds[0], c.memberIds[1]],
  createdAt: new Date(c.createdAt.getTime()),
});

const copy = (m: ChatMessage): ChatMessage => ({ ...m, sentAt: new Date(m.sentAt.getTime()) });

/** Same rules as PostgresConversations: one conversation per pair; others' held messages stay hidden. */
export class InMemoryConversations implements Conversations {
  constructor(private readonly store: InMemoryStore) {}

  private all(): StoredConversation[] {
    return [...this.store.data.conversations.values()];
  }

  /** A member sees their own held messages, never someone else's; a member outside the conversation sees none. */
  private visibleTo(id: ConversationId, member: MemberId): ChatMessage[] {
    const conversation = this.store.data.conversations.get(id);
    if (!conversation?.memberIds.includes(member)) return [];
    const removedThrough = conversation.removedThrough?.get(member) ?? 0;
    return this.store.data.messages.filter((m) => m.conversationId === id && (!m.held || m.senderId === member) && m.id > removedThrough);
  }

  async findBetween(a: MemberId, b: MemberId): Promise<Conversation | undefined> {
    const found = this.all().find((c) => c.memberIds.includes(a) && c.memberIds.includes(b));
    return found ? toConversation(found) : undefined;
  }

  async countFor(member: MemberId): Promise<number> {
    return this.all().filter((c) => c.memberIds.includes(member) && this.store.data.messages.some((m) => m.conversationId === c.id)).length;
  }

  async hasMessages(id: ConversationId): Promise<boolean> {
    return this.store.data.messages.some((m) => m.conversationId === id);
  }

  async removeFor(id: ConversationId, member: MemberId): Promise<void> {
    const conversation = this.store.data.conversations.get(id);
    if (!conversation?.memberIds.includes(member)) return;
    const last = this.store.data.messages.filter((m) => m.conversationId === id).at(-1);
    (conversation.removedThrough ??= new Map()).set(member, last?.id ?? 0);
    conversation.unread.set(member, 0);
  }

  async create(a: MemberId, b: MemberId, at: Date): Promise<Conversation> {
    if (a === b) throw new Error('check violation: conversations_two_members');
    if (await this.findBetween(a, b)) throw new Error('unique violation: conversations member_low, member_high');
    const data = this.store.data;
    data.sequences.conversation += 1;
    const stored: StoredConversation = {
      id: conversationId(data.sequences.conversation),
      memberIds: a < b ? [a, b] : [b, a],
      createdAt: new Date(at.getTime()),
      lastMessageAt: null,
      unread: new Map([
        [a, 0],
        [b, 0],
      ]),
    };
    data.conversations.set(stored.id, stored);
    return toConversation(stored);
  }

  async findForMember(id: ConversationId, member: MemberId): Promise<Conversation | undefined> {
    const found = this.store.data.conversations.get(id);
    return found && found.memberIds.includes(member) ? toConversation(found) : undefined;
  }

  async addMessage(message: NewMessage): Promise<ChatMessage> {
    const data = this.store.data;
    const conversation = data.conversations.get(message.conversationId);
    if (!conversation) throw new Error(`conversation ${message.conversationId} does not exist`);
    data.sequences.message += 1;
    const stored: ChatMessage = {
      id: messageId(data.sequences.message),
      conversationId: message.conversationId,
      senderId: message.senderId,
      body: message.body,
      sentAt: new Date(message.sentAt.getTime()),
      held: message.held,
      attachment: message.attachment ? { ...message.attachment } : null,
    };
    data.messages.push(stored);
    if (!stored.held) conversation.lastMessageAt = stored.sentAt;
    if (!message.held) conversation.unread.set(message.recipientId, (conversation.unread.get(message.recipientId) ?? 0) + 1);
    return copy(stored);
  }

  async listFor(member: MemberId, today: Date, options: { includeHidden?: boolean } = {}): Promise<ChatSummary[]> {
    const summaries: { summary: ChatSummary; activity: number; id: number }[] = [];
    for (const c of this.all()) {
      if (!c.memberIds.includes(member)) continue;
      const other = this.store.member(c.memberIds[0] === member ? c.memberIds[1] : c.memberIds[0]);
      if (!other) continue;
      if (!options.includeHidden && (!seenByOthers(other.status) || blockedEitherWay(this.store, member, other.id))) continue;
      const last = this.visibleTo(c.id, member).at(-1);
      if (!last) continue;
      summaries.push({
        id: c.id,
        activity: (c.lastMessageAt ?? c.createdAt).getTime(),
        summary: {
          id: c.id,
          profile: profileOf(other, today),
          numUnreadMessages: c.unread.get(member) ?? 0,
          lastMessage: last ? { body: last.body, sentAt: new Date(last.sentAt.getTime()), fromMe: last.senderId === member, kind: last.attachment?.kind ?? 'text' } : null,
        },
      });
    }
    return summaries.sort((a, b) => b.activity - a.activity || b.id - a.id).map((s) => s.summary);
  }

  async unreadTotalFor(member: MemberId): Promise<number> {
    let total = 0;
    for (const c of this.all()) {
      if (!c.memberIds.includes(member)) continue;
      const other = this.store.member(c.memberIds[0] === member ? c.memberIds[1] : c.memberIds[0]);
      if (!other || !seenByOthers(other.status) || blockedEitherWay(this.store, member, other.id)) continue;
      total += c.unread.get(member) ?? 0;
    }
    return total;
  }

  async messagesFor(id: ConversationId, member: MemberId, limit: number): Promise<ChatMessage[]> {
    return this.visibleTo(id, member).slice(-limit).map(copy);
  }

  async unreadOf(id: ConversationId, member: MemberId): Promise<number> {
    return this.store.data.conversations.get(id)?.unread.get(member) ?? 0;
  }

  async markRead(id: ConversationId, member: MemberId): Promise<void> {
    const conversation = this.store.data.conversations.get(id);
    if (conversation?.unread.has(member)) conversation.unread.set(member, 0);
  }
}
