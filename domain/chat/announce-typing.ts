import type { Blocks } from '../privacy/ports';
import type { EventBus } from '../realtime/live-event';
import type { Clock } from '../shared/clock';
import type { ConversationId, MemberId } from '../shared/ids';
import { otherMember } from './conversation';
import type { Conversations } from './ports';

/** A member typing is announced at most this often per conversation; the indicator ends by itself after a while. */
export const TYPING_EVERY_MS = 3000;

/**
 * "Is typing…" (SPEC §2 chat): the other member of the conversation is told, live, at most every three seconds.
 * Nothing for a conversation that is not hers or with someone blocked either way; nothing is stored.
 */
export class AnnounceTyping {
  private readonly last = new Map<string, number>();

  constructor(private readonly deps: { conversations: Pick<Conversations, 'findForMember'>; blocks: Blocks; events: EventBus; clock: Clock }) {}

  /** Whether the other member was told. */
  async run(member: MemberId, conversationId: ConversationId): Promise<boolean> {
    const now = this.deps.clock.now().getTime();
    const key = `${member}:${conversationId}`;
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < TYPING_EVERY_MS) return false;
    // Counted first, before anything is awaited: frames arriving together are one announcement.
    this.last.set(key, now);
    if (this.last.size > 10_000) this.forgetOlderThan(now - TYPING_EVERY_MS);
    const conversation = await this.deps.conversations.findForMember(conversationId, member);
    if (!conversation) return false;
    const other = otherMember(conversation, member);
    if (await this.deps.blocks.isBlockedEitherWay(member, other)) return false;
    await this.deps.events.publish(other, { type: 'typing', conversationId: conversation.id, memberId: member });
    return true;
  }

  private forgetOlderThan(cutoff: number) {
    for (const [key, at] of this.last) if (at < cutoff) this.last.delete(key);
  }
}
