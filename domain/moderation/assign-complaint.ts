import type { Actor } from '../operators/actor';
import { auditEntry } from '../operators/audit';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { Clock } from '../shared/clock';
import type { ComplaintId } from './complaint-queue';

/**
 * A moderator or an admin takes a complaint (decision 0082): open or assigned to another, it becomes assigned to her,
 * audited `complaint.assigned` in the same transaction. A resolved complaint is refused (409), an unknown one 404.
 */
export class AssignComplaint {
  constructor(private readonly deps: { transactions: OperatorTransactions; clock: Clock }) {}

  async run(actor: Actor, id: ComplaintId): Promise<void> {
    if (!may(actor, 'reports.work') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    await this.deps.transactions.run(async (scope) => {
      if (!(await scope.complaints.find(id))) throw new OperatorError('not_found');
      if (!(await scope.complaints.assign(id, actor.operatorId))) throw new OperatorError('already_resolved');
      await scope.audit.append(auditEntry({ who: { operatorId: actor.operatorId }, action: 'complaint.assigned', target: `complaint:${id}`, at: this.deps.clock.now() }));
    });
  }
}
