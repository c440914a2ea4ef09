import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { EventBus } from '../realtime/live-event';
import type { AccountLinks } from './account-links';
import type { AccountTransactions } from './activation';
import type { SessionStarter, StartedSession } from './session-starter';

/**
 * Confirms a member's email address through their activation link: the account becomes active, the messages
 * held until now are delivered, and the member is logged in with a new session.
 */
export class ActivateAccount {
  constructor(
    private readonly deps: { links: AccountLinks; transactions: AccountTransactions; sessions: SessionStarter; events: EventBus },
  ) {}

  async run(token: string): Promise<{ memberId: MemberId; session: StartedSession }> {
    const link = await this.deps.links.redeem(token, 'activation');
    if (!link) throw new DomainError('link_invalid');
    const released = await this.deps.transactions.run(async ({ members, activation }) => {
      const member = await members.lock(link.memberId);
      if (!member || member.status === 'deleted') throw new DomainError('link_invalid');
      if (!(await activation.confirm(member.id))) return [];
      return activation.releaseHeldFrom(member.id);
    });
    // Only after commit: a recipient must never hear of a message that then rolls back.
    for (const { message, recipientId } of released) {
      await this.deps.events.publish(recipientId, { type: 'message', message });
    }
    return { memberId: link.memberId, session: await this.deps.sessions.start(link.memberId) };
  }
}
