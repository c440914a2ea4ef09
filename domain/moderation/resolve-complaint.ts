import type { Actor } from '../operators/actor';
import { AUDIT_REASON_MAX, auditEntry } from '../operators/audit';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { Clock } from '../shared/clock';
import type { ComplaintId } from './complaint-queue';

/**
 * A moderator or an admin resolves a complaint with a note of what was done (decision 0081): the queue's change and the
 * audit row (`complaint.resolved`, the note as its reason) commit together. A complaint resolved already is refused.
 */
export class ResolveComplaint {
  constructor(private readonly deps: { transactions: OperatorTransactions; clock: Clock }) {}

  async run(actor: Actor, id: ComplaintId, note: string): Promise<void> {
    if (!may(actor, 'reports.work') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    const text = note.trim();
    if (!text) throw new OperatorError('invalid_input', { field: 'note', message: 'required' });
    if ([...text].length > AUDIT_REASON_MAX) throw new OperatorError('invalid_input', { field: 'note', message: 'too_long' });
    const now = this.deps.clock.now();
    await this.deps.transactions.run(async (scope) => {
      if (!(await scope.complaints.find(id))) throw new OperatorError('not_found');
      if (!(await scope.complaints.resolve(id, actor.operatorId, text, now))) throw new OperatorError('already_resolved');
      await scope.audit.append(auditEntry({ who: { operatorId: actor.operatorId }, action: 'complaint.resolved', target: `complaint:${id}`, at: now, reason: text }));
    });
  }
}
