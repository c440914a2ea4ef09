import type { AccountLinks } from '../../accounts/account-links';
import { reactivationLinkSeconds } from '../../accounts/account-closure';
import type { Sessions } from '../../accounts/ports';
import type { PageLinks } from '../../mail/page-links';
import type { Clock } from '../../shared/clock';
import type { MemberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';

/**
 * Support deletes a member's account on her request (decision 0079): the same deletion she can do herself
 * (domain/accounts/delete-account.ts) — gone from search, profiles and chats at once, every session ended, a
 * reactivation link valid for the rest of the 14 days mailed, the purge removing it after — without her password
 * (support checked who she is) and with a reason in the audit row. Her deletion's reason is `other`.
 */
export class DeleteMemberAccount {
  constructor(private readonly deps: { transactions: OperatorTransactions; sessions: Sessions; links: AccountLinks; pageLinks: PageLinks; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, input: { reason: string; domain: string }): Promise<void> {
    if (!may(actor, 'members.edit')) throw new OperatorError('forbidden');
    const at = this.deps.clock.now();
    const entry = auditEntry({ who: auditActorOf(actor), action: 'member.deleted', target: `member:${id}`, at, reason: input.reason });
    const links = await this.deps.pageLinks.of(input.domain);
    await this.deps.transactions.run(async ({ members, memberRecords }) => {
      const member = await members.findAccount(id);
      if (!member || (await memberRecords.erasedAt(id))) throw new OperatorError('not_found');
      if (member.status === 'deleted') throw new OperatorError('already_deleted');
    });
    // The link's store is not on the transaction's scope: issued before it (a rolled-back deletion leaves an unused link).
    const token = await this.deps.links.issue(id, 'reactivation', reactivationLinkSeconds(at, at));
    await this.deps.transactions.run(async ({ members, memberRecords, outbox, audit }) => {
      const member = await members.findById(id);
      if (!member || member.status === 'deleted') throw new OperatorError('already_deleted');
      await memberRecords.markDeleted(id, { at, reason: 'other', statusBefore: member.status });
      await outbox.add({
        kind: 'mail',
        mail: { to: member.email, memberId: id, template: 'reactivation', locale: member.language, domain: input.domain, name: member.profile.name, link: links.to('reactivation', token) },
      });
      await audit.append(entry);
    });
    // Not on the scope either: ended after the commit, as EndMemberSessions does.
    await this.deps.sessions.removeAllFor(id);
  }
}
