import type { OperatorId } from '../operators/actor';
import type { ConversationId, MemberId } from '../shared/ids';
import type { ReportReason } from '../support/support-case';

/** Where a report stands in the moderators' queue (issue 25, decision 0072). */
export const REPORT_STATUSES = ['open', 'assigned', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * How a moderator ends a report: nothing to do, a warning by mail, a suspension (for days, or for good), or one of the
 * reported member's photos taken down (decision 0075, as the photo queue rejects it).
 */
export const REPORT_OUTCOMES = ['dismiss', 'warn', 'suspend', 'hide_photo'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export type ReportId = number & { readonly __id: 'report' };
export const reportId = (id: number): ReportId => id as ReportId;

/** A member's report as the queue holds it: what she said, and where the moderators are with it. */
export interface QueuedReport {
  readonly id: ReportId;
  readonly reference: string;
  readonly reporter?: MemberId;
  readonly reported?: MemberId;
  readonly conversation?: ConversationId;
  readonly reason: ReportReason;
  readonly text: string;
  readonly domain: string;
  readonly at: Date;
  readonly status: ReportStatus;
  readonly assignee?: OperatorId;
  readonly outcome?: ReportOutcome;
  readonly resolvedAt?: Date;
}

/** The queue's state of the reports (table reports, migration 0029's columns). */
export interface ReportQueue {
  /** Reports of a status, oldest first (the longest waiting on top), up to `limit`. */
  list(status: ReportStatus, limit: number): Promise<QueuedReport[]>;
  find(id: ReportId): Promise<QueuedReport | undefined>;
  /** The reporter's other reports, newest first, up to `limit`. */
  byReporter(reporter: MemberId, except: ReportId, limit: number): Promise<QueuedReport[]>;
  /** Takes an unresolved report for an operator: false when it is resolved (or gone). */
  assign(id: ReportId, operator: OperatorId): Promise<boolean>;
  /** Resolves an unresolved report: false when it was resolved already (a second moderator's click). */
  resolve(id: ReportId, outcome: ReportOutcome, operator: OperatorId, at: Date): Promise<boolean>;
}
