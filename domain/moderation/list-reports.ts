import type { Actor } from '../operators/actor';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { QueuedReport, ReportStatus } from './report-queue';

export const REPORT_PAGE_MAX = 100;

/** The queue of a status, oldest first: the report waiting longest on top (moderators and admins). */
export class ListReports {
  constructor(private readonly deps: { transactions: OperatorTransactions }) {}

  async run(actor: Actor, status: ReportStatus): Promise<QueuedReport[]> {
    if (!may(actor, 'reports.work')) throw new OperatorError('forbidden');
    return this.deps.transactions.run((scope) => scope.reports.list(status, REPORT_PAGE_MAX));
  }
}
