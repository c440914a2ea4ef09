import type { Actor, OperatorId } from '../operators/actor';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { ComplaintStatus, QueuedComplaint } from './complaint-queue';

export const COMPLAINT_PAGE_MAX = 100;

/** A complaint as the queue lists it, with the name of the moderator who took it (decision 0082). */
export interface ListedComplaint extends QueuedComplaint {
  readonly assigneeName?: string;
}

/** The complaints of a status, oldest first: the one waiting longest on top (moderators and admins, decision 0081). */
export class ListComplaints {
  constructor(private readonly deps: { transactions: OperatorTransactions }) {}

  async run(actor: Actor, status: ComplaintStatus): Promise<ListedComplaint[]> {
    if (!may(actor, 'reports.work')) throw new OperatorError('forbidden');
    return this.deps.transactions.run(async (scope) => {
      const complaints = await scope.complaints.list(status, COMPLAINT_PAGE_MAX);
      const names = new Map<OperatorId, string>();
      for (const id of new Set(complaints.flatMap((complaint) => (complaint.assignee === undefined ? [] : [complaint.assignee])))) {
        const operator = await scope.operators.findById(id);
        if (operator) names.set(id, operator.name);
      }
      return complaints.map((complaint) => {
        const name = complaint.assignee === undefined ? undefined : names.get(complaint.assignee);
        return name === undefined ? complaint : { ...complaint, assigneeName: name };
      });
    });
  }
}
