import { DomainError } from '../shared/domain-error';
import type { ConversationId, MemberId } from '../shared/ids';
import type { Conversations } from './ports';

/** Which chat to remove: one conversation, or every conversation with a profile (there is one per pair). */
export type ChatToRemove = { readonly conversation: ConversationId } | { readonly profile: MemberId };

/**
 * A member removes a chat from her list (SPEC §4): gone for her at once with what was written before; the other
 * member keeps it, and a new message brings it back. Fails with not_found for a chat that is not hers.
 */
export class RemoveConversation {
  constructor(private readonly deps: { conversations: Conversations }) {}

  async run(member: MemberId, chat: ChatToRemove): Promise<void> {
    const { conversations } = this.deps;
    const found = 'conversation' in chat ? await conversations.findForMember(chat.conversation, member) : await conversations.findBetween(member, chat.profile);
    if (!found) throw new DomainError('not_found', { field: 'conversation' in chat ? 'conversation_id' : 'profile_id' });
    await conversations.removeFor(found.id, member);
  }
}
