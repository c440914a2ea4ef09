import type { MemberMedia } from '../../accounts/closure-ports';
import type { Clock } from '../../shared/clock';
import type { MemberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';

/**
 * Support erases a member's personal data on her request (GDPR Art. 17, decision 0079), for good: there is no undo and
 * no reactivation. Support confirms by typing her id (the page asks; the call carries it as `confirm`). Her photo
 * files go first (a failure leaves everything for a retry), then in one transaction the tombstone (MemberRecords.erase:
 * ledger and payments kept for the books, without a name or an address) and the audit row with the reason.
 */
export class EraseMember {
  constructor(private readonly deps: { transactions: OperatorTransactions; media: MemberMedia; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, input: { reason: string; confirm: number }): Promise<{ messages: number; photos: number }> {
    if (!may(actor, 'gdpr.handle')) throw new OperatorError('forbidden');
    if (input.confirm !== id) throw new OperatorError('invalid_input', { field: 'confirm', message: 'mismatch' });
    const at = this.deps.clock.now();
    const entry = auditEntry({ who: auditActorOf(actor), action: 'member.erased', target: `member:${id}`, at, reason: input.reason });
    await this.deps.transactions.run(async ({ members, memberRecords }) => {
      if (!(await members.findAccount(id))) throw new OperatorError('not_found');
      if (await memberRecords.erasedAt(id)) throw new OperatorError('already_erased');
    });
    await this.deps.media.removeAllFor(id);
    return this.deps.transactions.run(async ({ memberRecords, audit }) => {
      if (await memberRecords.erasedAt(id)) throw new OperatorError('already_erased');
      const counts = await memberRecords.erase(id, at);
      await audit.append({ ...entry, details: { messages: counts.messages, photos: counts.photos } });
      return counts;
    });
  }
}
