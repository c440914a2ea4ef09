import { isValidEmail } from '../../accounts/signup-rules';
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
 * Support changes a member's address at once (decision 0079): she wrote in because she lost the old mailbox, and
 * support checked who she is before. The new address must be valid, differ from hers and be nobody else's; the old
 * address is told (the `email_changed` notice, with the way to a new password if it was not her), the new one gets the
 * same notice so she knows it arrived; both through the outbox in the transaction of the audit row, which says why.
 */
export class ChangeMemberEmail {
  constructor(private readonly deps: { transactions: OperatorTransactions; pageLinks: PageLinks; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, input: { email: string; reason: string; domain: string }): Promise<{ email: string }> {
    if (!may(actor, 'members.edit')) throw new OperatorError('forbidden');
    const email = input.email.trim();
    if (!isValidEmail(email)) throw new OperatorError('invalid_input', { field: 'email', message: 'invalid' });
    const at = this.deps.clock.now();
    const entry = auditEntry({ who: auditActorOf(actor), action: 'member.email_changed', target: `member:${id}`, at, reason: input.reason });
    const links = await this.deps.pageLinks.of(input.domain);
    return this.deps.transactions.run(async ({ members, memberRecords, outbox, audit }) => {
      const member = await members.lock(id);
      if (!member || (await memberRecords.erasedAt(id))) throw new OperatorError('not_found');
      if (member.status === 'deleted') throw new OperatorError('already_deleted');
      if (member.email.toLowerCase() === email.toLowerCase()) throw new OperatorError('invalid_input', { field: 'email', message: 'unchanged' });
      if ((await memberRecords.isEmailTaken(email, id)) || (await memberRecords.setEmail(id, email)) === 'taken') {
        throw new OperatorError('invalid_input', { field: 'email', message: 'taken' });
      }
      const full = await members.findById(id);
      const name = full?.profile.name ?? '';
      const notice = { memberId: id, template: 'email_changed' as const, locale: member.language, domain: input.domain, name, link: links.to('reset_request') };
      await outbox.add({ kind: 'mail', mail: { ...notice, to: member.email } });
      await outbox.add({ kind: 'mail', mail: { ...notice, to: email } });
      // No addresses in the row: the trail outlives an erasure, and the target (her id) is enough.
      await audit.append(entry);
      return { email };
    });
  }
}
