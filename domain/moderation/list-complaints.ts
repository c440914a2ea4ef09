import type { Actor } from '../operators/actor';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { ComplaintStatus, QueuedComplaint } from './complaint-queue';

export const COMPLAINT_PAGE_MAX = 100;

/** The complaints of a status, oldest first: the one waiting longest on top (moderators and admins, decision 0081). */
export class ListComplaints {
  constructor(private readonly deps: { transactions: OperatorTransactions }) {}

  async run(actor: Actor, status: ComplaintStatus): Promise<QueuedComplaint[]> {
    if (!may(actor, 'reports.work')) throw new OperatorError('forbidden');
    return this.deps.transactions.run((scope) => scope.complaints.list(status, COMPLAINT_PAGE_MAX));
  }
}
