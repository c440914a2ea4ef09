import { DomainError } from '../shared/domain-error';
import type { ConversationId, MemberId } from '../shared/ids';
import type { EventBus } from '../realtime/live-event';
import { otherMember } from './conversation';
import type { Conversations } from './ports';

/**
 * She has the conversation open when a message arrives: it is read (SPEC §4), the unread count goes back to zero and
 * the writer's ticks turn to read. Fails with not_found for a conversation that is not hers.
 */
export class MarkRead {
  constructor(private readonly deps: { conversations: Conversations; events: EventBus }) {}

  async run(member: MemberId, conversationId: ConversationId): Promise<void> {
    const conversation = await this.deps.conversations.findForMember(conversationId, member);
    if (!conversation) throw new DomainError('not_found', { field: 'conversation_id' });
    await this.deps.conversations.markRead(conversationId, member);
    await this.deps.events.publish(otherMember(conversation, member), { type: 'read', conversationId, memberId: member });
  }
}
