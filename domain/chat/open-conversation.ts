import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Blocks } from '../privacy/ports';
import type { Profiles } from '../profiles/profile';
import type { Transactions } from '../transactions';
import { canOpenConversation } from './conversation-limit';
import type { Conversation } from './conversation';

/** Finds the member's conversation with a profile, or starts one when their allowance permits. */
export class OpenConversation {
  constructor(private readonly deps: { transactions: Transactions; profiles: Profiles; blocks: Blocks; clock: Clock }) {}

  async run(memberId: MemberId, profileId: MemberId): Promise<Conversation> {
    if (memberId === profileId) throw new DomainError('invalid_input', { field: 'profile_id', message: 'self' });
    // Before the profile lookup, which hides a blocked profile: the member is told why, not "not found".
    if (await this.deps.blocks.isBlockedEitherWay(memberId, profileId)) throw new DomainError('blocked', { field: 'profile_id' });
    const now = this.deps.clock.now();
    const profile = await this.deps.profiles.findVisible(profileId, memberId, now);
    if (!profile) throw new DomainError('not_found', { field: 'profile_id' });

    return this.deps.transactions.run(async ({ members, conversations }) => {
      const member = await members.lock(memberId);
      if (!member) throw new DomainError('not_found');
      const existing = await conversations.findBetween(memberId, profileId);
      if (existing) return existing;
      if (!canOpenConversation(member, await conversations.countFor(memberId))) throw new DomainError('conversation_limit');
      return conversations.create(memberId, profileId, now);
    });
  }
}
