import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { ConversationId, MemberId, MessageId } from '../shared/ids';
import type { Profiles, Profile } from '../profiles/profile';
import type { EventBus } from '../realtime/live-event';
import type { Conversations } from './ports';
import { otherMember, type ChatMessage } from './conversation';

export const CONVERSATION_PAGE = 200;

export interface ConversationView {
  readonly id: ConversationId;
  readonly profile: Profile;
  readonly messages: readonly ChatMessage[];
  /** The newest of the reader's own messages the other member has read (the read ticks), or none. */
  readonly readUpTo: MessageId | null;
}

/** My delivered messages but the last `theirUnread` are read; the newest of those, or none. */
export function newestRead(messages: readonly ChatMessage[], me: MemberId, theirUnread: number): MessageId | null {
  const delivered = messages.filter((m) => m.senderId === me && !m.held);
  return delivered[delivered.length - 1 - theirUnread]?.id ?? null;
}

/** Opens a conversation: its messages, the other member's profile, and the unread count back to zero (SPEC §4). */
export class ReadConversation {
  constructor(private readonly deps: { conversations: Conversations; profiles: Profiles; clock: Clock; events: EventBus }) {}

  async run(memberId: MemberId, conversationId: ConversationId): Promise<ConversationView> {
    const conversation = await this.deps.conversations.findForMember(conversationId, memberId);
    if (!conversation) throw new DomainError('not_found', { field: 'conversation_id' });
    const otherId = otherMember(conversation, memberId);
    const profile = await this.deps.profiles.findVisible(otherId, memberId, this.deps.clock.now());
    if (!profile) throw new DomainError('not_found', { field: 'conversation_id' });
    const messages = await this.deps.conversations.messagesFor(conversationId, memberId, CONVERSATION_PAGE);
    await this.deps.conversations.markRead(conversationId, memberId);
    await this.deps.events.publish(otherId, { type: 'read', conversationId, memberId });
    const theirUnread = await this.deps.conversations.unreadOf(conversationId, otherId);
    return { id: conversationId, profile, messages, readUpTo: newestRead(messages, memberId, theirUnread) };
  }
}
