import type { OperatorId } from '../operators/actor';
import type { MemberId } from '../shared/ids';
import type { ComplaintCategory } from '../support/support-case';

/** Where a complaint from the footer's form stands in the moderators' queue (issue 25, decisions 0081 and 0082). */
export const COMPLAINT_STATUSES = ['open', 'assigned', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export type ComplaintId = number & { readonly __id: 'complaint' };
export const complaintId = (id: number): ComplaintId => id as ComplaintId;

/** A complaint as the queue holds it: what the member or visitor said, and how a moderator ended it. */
export interface QueuedComplaint {
  readonly id: ComplaintId;
  readonly reference: string;
  /** The member who filed it, when she was signed in. */
  readonly member?: MemberId;
  readonly email: string;
  readonly category: ComplaintCategory;
  readonly description: string;
  readonly domain: string;
  readonly at: Date;
  readonly status: ComplaintStatus;
  /** The moderator who took it (decision 0082); kept when she resolves it. */
  readonly assignee?: OperatorId;
  readonly resolvedBy?: OperatorId;
  readonly resolvedAt?: Date;
  readonly resolutionNote?: string;
}

/** The queue's state of the complaints (table complaints, migration 0036's columns). */
export interface ComplaintQueue {
  /** Complaints of a status, oldest first (the longest waiting on top), up to `limit`. */
  list(status: ComplaintStatus, limit: number): Promise<QueuedComplaint[]>;
  find(id: ComplaintId): Promise<QueuedComplaint | undefined>;
  /** Makes an open or assigned complaint hers (another's assignment passes to her): false when it was resolved already. */
  assign(id: ComplaintId, operator: OperatorId): Promise<boolean>;
  /** Resolves an open or assigned complaint: false when it was resolved already (a second moderator's click). */
  resolve(id: ComplaintId, operator: OperatorId, note: string, at: Date): Promise<boolean>;
}
