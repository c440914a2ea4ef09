import type { OperatorId } from '../operators/actor';
import type { MemberId } from '../shared/ids';
import type { ComplaintCategory } from '../support/support-case';

/** Where a complaint from the footer's form stands in the moderators' queue (issue 25, decision 0081). */
export const COMPLAINT_STATUSES = ['open', 'resolved'] as const;
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
  readonly resolvedBy?: OperatorId;
  readonly resolvedAt?: Date;
  readonly resolutionNote?: string;
}

/** The queue's state of the complaints (table complaints, migration 0036's columns). */
export interface ComplaintQueue {
  /** Complaints of a status, oldest first (the longest waiting on top), up to `limit`. */
  list(status: ComplaintStatus, limit: number): Promise<QueuedComplaint[]>;
  find(id: ComplaintId): Promise<QueuedComplaint | undefined>;
  /** Resolves an open complaint: false when it was resolved already (a second moderator's click). */
  resolve(id: ComplaintId, operator: OperatorId, note: string, at: Date): Promise<boolean>;
}
