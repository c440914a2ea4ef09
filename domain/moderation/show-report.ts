import type { MemberStatus } from '../accounts/member';
import type { ChatMessage } from '../chat/conversation';
import type { Actor } from '../operators/actor';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { MemberId } from '../shared/ids';
import type { QueuedReport, ReportId } from './report-queue';
import type { PhotoReview } from './photo-review';
import type { Suspension } from './suspension';

/** Messages of the reported conversation a moderator reads, the latest ones. */
export const EXCERPT_MESSAGES = 20;
/** The reporter's earlier reports shown beside this one. */
export const REPORTER_HISTORY = 10;

export interface ReportedMember {
  readonly id: MemberId;
  readonly name: string;
  readonly email: string;
  readonly status: MemberStatus;
  readonly suspension?: Suspension;
  /** Her profile photos now, in her order, with their reviews: "hide a photo" chooses one (decision 0075). */
  readonly photos: readonly PhotoReview[];
}

export interface ReportDetails {
  readonly report: QueuedReport;
  readonly reporterName?: string;
  readonly reported?: ReportedMember;
  /** The conversation the report names, as the reporter saw it; empty when it names none. */
  readonly excerpt: readonly ChatMessage[];
  /** The reporter's other reports, newest first. */
  readonly reporterHistory: readonly QueuedReport[];
}

/** One report with what a moderator needs to judge it: the reported member, the conversation, the reporter's history. */
export class ShowReport {
  constructor(private readonly deps: { transactions: OperatorTransactions }) {}

  async run(actor: Actor, id: ReportId): Promise<ReportDetails> {
    if (!may(actor, 'reports.work')) throw new OperatorError('forbidden');
    return this.deps.transactions.run(async (scope) => {
      const report = await scope.reports.find(id);
      if (!report) throw new OperatorError('not_found');
      const reporter = report.reporter === undefined ? undefined : await scope.members.findById(report.reporter);
      const member = report.reported === undefined ? undefined : await scope.members.findById(report.reported);
      const suspension = member ? await scope.suspensions.current(member.id) : undefined;
      const excerpt =
        report.conversation !== undefined && report.reporter !== undefined ? await scope.conversations.messagesFor(report.conversation, report.reporter, EXCERPT_MESSAGES) : [];
      const reporterHistory = report.reporter === undefined ? [] : await scope.reports.byReporter(report.reporter, report.id, REPORTER_HISTORY);
      return {
        report,
        reporterName: reporter?.profile.name,
        reported: member && { id: member.id, name: member.profile.name, email: member.email, status: member.status, suspension, photos: await scope.photoReviews.profilePhotosOf(member.id) },
        excerpt,
        reporterHistory,
      };
    });
  }
}
