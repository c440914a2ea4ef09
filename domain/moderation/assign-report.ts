import type { Actor } from '../operators/actor';
import { auditEntry } from '../operators/audit';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { Clock } from '../shared/clock';
import type { ReportId } from './report-queue';

/** A moderator takes a report: it moves from open to assigned, hers (another's assignment passes to her). Audited. */
export class AssignReport {
  constructor(private readonly deps: { transactions: OperatorTransactions; clock: Clock }) {}

  async run(actor: Actor, id: ReportId): Promise<void> {
    if (!may(actor, 'reports.work') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    await this.deps.transactions.run(async (scope) => {
      const report = await scope.reports.find(id);
      if (!report) throw new OperatorError('not_found');
      if (!(await scope.reports.assign(id, actor.operatorId))) throw new OperatorError('already_resolved');
      await scope.audit.append(auditEntry({ who: { operatorId: actor.operatorId }, action: 'report.assigned', target: `report:${id}`, at: this.deps.clock.now() }));
    });
  }
}
