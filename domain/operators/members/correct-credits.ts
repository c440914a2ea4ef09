import type { Clock } from '../../shared/clock';
import { isDomainError } from '../../shared/domain-error';
import type { MemberId } from '../../shared/ids';
import { credits, type Credits } from '../../shared/quantities';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';

/** The largest correction either way in one go: a typo of a few zeros is refused rather than booked. */
export const CORRECTION_MAX = 100_000;

/**
 * Finance (or an admin) corrects a member's credits — a reversed direct debit, a goodwill gesture, a double charge —
 * through the ledger: a `correction` row and the balance move together in one transaction with the audit row, never an
 * UPDATE of the balance alone. A reason is required; a correction that would take her below zero is refused.
 */
export class CorrectCredits {
  constructor(private readonly deps: { transactions: OperatorTransactions; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, input: { amount: number; reason: string }): Promise<{ balance: Credits }> {
    if (!may(actor, 'credits.correct')) throw new OperatorError('forbidden');
    const { amount } = input;
    if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > CORRECTION_MAX) {
      throw new OperatorError('invalid_input', { field: 'amount', message: 'invalid' });
    }
    const at = this.deps.clock.now();
    // Checks the reason before anything is read.
    const entry = auditEntry({ who: auditActorOf(actor), action: 'credits.corrected', target: `member:${id}`, at, reason: input.reason, details: { amount } });
    return this.deps.transactions.run(async ({ members, ledger, audit }) => {
      const member = await members.lock(id);
      if (!member || member.status === 'deleted') throw new OperatorError('not_found');
      let balance: Credits;
      try {
        balance = await ledger.record({ memberId: id, amount: credits(amount), reason: 'correction', reference: actor.kind === 'operator' ? `operator:${actor.operatorId}` : 'console', at });
      } catch (error) {
        if (isDomainError(error) && error.code === 'insufficient_credits') {
          throw new OperatorError('balance_below_zero', { field: 'amount', details: { balance: member.credits } });
        }
        throw error;
      }
      await audit.append({ ...entry, details: { amount, balance } });
      return { balance };
    });
  }
}
