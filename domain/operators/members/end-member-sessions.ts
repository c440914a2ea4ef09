import type { Sessions } from '../../accounts/ports';
import type { Clock } from '../../shared/clock';
import type { MemberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';
import type { MemberDirectory } from './member-directory';

/**
 * Support ends every session of a member (a stolen phone, a shared computer): she is signed out everywhere at her next
 * request. Audited with how many were open.
 */
export class EndMemberSessions {
  constructor(private readonly deps: { transactions: OperatorTransactions; sessions: Sessions; directory: MemberDirectory; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, input: { reason?: string } = {}): Promise<{ ended: number }> {
    if (!may(actor, 'members.edit')) throw new OperatorError('forbidden');
    const at = this.deps.clock.now();
    const ended = await this.deps.directory.activeSessions(id, at);
    await this.deps.transactions.run(async ({ members, audit }) => {
      if (!(await members.findAccount(id))) throw new OperatorError('not_found');
      await audit.append(auditEntry({ who: auditActorOf(actor), action: 'member.sessions_ended', target: `member:${id}`, at, reason: input.reason, details: { sessions: ended } }));
    });
    // The sessions store is not on the transaction's scope: ended after the audit row committed (ending twice is
    // harmless; a failure here answers an error, and she asks again).
    await this.deps.sessions.removeAllFor(id);
    return { ended };
  }
}
