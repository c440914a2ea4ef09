import type { Sessions } from '../accounts/ports';
import type { PageLinks } from '../mail/page-links';
import type { Actor } from '../operators/actor';
import { AUDIT_REASON_MAX, auditEntry } from '../operators/audit';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorScope, OperatorTransactions } from '../operators/ports';
import type { Photos, PhotoStorage } from '../profiles/media-ports';
import { photoId } from '../profiles/photo';
import type { Clock } from '../shared/clock';
import type { PhotoRejectionReason, RejectedPhoto } from './photo-review';
import { afterRejection, checkedRejection, rejectPhotoIn } from './review-photo';
import { REPORT_OUTCOMES, type QueuedReport, type ReportId, type ReportOutcome } from './report-queue';
import { SUSPENSION_DAYS_MAX } from './suspension';
import { endSessionsOf, suspendIn } from './suspend-member';

export interface Resolution {
  readonly outcome: ReportOutcome;
  /** Why: required to warn or suspend (the member is told of it, the audit keeps it). */
  readonly reason?: string;
  /** A suspension's length in days (1–365); none: for good. */
  readonly days?: number;
  /** hide_photo: which of the reported member's profile photos, and why (the photo queue's reasons, decision 0075). */
  readonly photoId?: number;
  readonly photoReason?: PhotoRejectionReason;
}

/**
 * A moderator ends a report (issue 25, decision 0072): dismissed; the reported member warned; or suspended for days or
 * for good — she cannot log in, nobody sees her profile, all her sessions end. The queue's change, the mail to her
 * (through the outbox, in her language) and the audit row commit together. A report resolved already is refused.
 */
export class ResolveReport {
  constructor(private readonly deps: { transactions: OperatorTransactions; sessions: Sessions; pageLinks: PageLinks; photos: Photos; storage: PhotoStorage; clock: Clock }) {}

  async run(actor: Actor, id: ReportId, resolution: Resolution): Promise<void> {
    if (!may(actor, 'reports.work') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    if (resolution.outcome === 'suspend' && !may(actor, 'members.suspend')) throw new OperatorError('forbidden');
    if (resolution.outcome === 'hide_photo' && !may(actor, 'photos.moderate')) throw new OperatorError('forbidden');
    const input = checked(resolution);
    let hidden: RejectedPhoto | undefined;
    const now = this.deps.clock.now();
    const who = { operatorId: actor.operatorId };
    const suspended = await this.deps.transactions.run(async (scope) => {
      const report = await scope.reports.find(id);
      if (!report) throw new OperatorError('not_found');
      if (!(await scope.reports.resolve(id, input.outcome, actor.operatorId, now))) throw new OperatorError('already_resolved');
      await scope.audit.append(auditEntry({ who, action: 'report.resolved', target: `report:${id}`, at: now, reason: input.reason, details: { outcome: input.outcome } }));
      if (input.outcome === 'dismiss') return undefined;
      const member = await this.reportedMember(scope, report);
      if (input.outcome === 'hide_photo') {
        const review = await scope.photoReviews.findByPhoto(member.id, photoId(input.photoId!));
        if (!review || review.state === 'rejected') throw new OperatorError('invalid_input', { field: 'photo_id', message: 'not_hers' });
        const links = await this.deps.pageLinks.of(report.domain);
        const rejection = { reason: input.photoReason!, note: input.reason };
        hidden = await rejectPhotoIn(scope, who, review, rejection, now, { domain: report.domain, links }, { report: id });
        if (!hidden) throw new OperatorError('invalid_input', { field: 'photo_id', message: 'not_hers' });
        return undefined;
      }
      const target = `member:${member.id}`;
      const mail = { to: member.email, memberId: member.id, locale: member.language, domain: report.domain, name: member.profile.name, link: await this.deps.pageLinks.to(report.domain, 'home') };
      if (input.outcome === 'warn') {
        await scope.outbox.add({ kind: 'mail', mail: { ...mail, template: 'member_warned', facts: [['', input.reason!]] } });
        await scope.audit.append(auditEntry({ who, action: 'member.warned', target, at: now, reason: input.reason, details: { report: id } }));
        return undefined;
      }
      await suspendIn(scope, actor.operatorId, member, { days: input.days, reason: input.reason! }, { now, domain: report.domain, link: mail.link, details: { report: id } });
      return member.id;
    });
    if (suspended !== undefined) await endSessionsOf(this.deps.sessions, suspended);
    // A hidden photo's files go once its rejection is stored (decision 0075).
    if (hidden) await afterRejection(this.deps, hidden);
  }

  private async reportedMember(scope: OperatorScope, report: QueuedReport) {
    const member = report.reported === undefined ? undefined : await scope.members.findById(report.reported);
    if (!member || member.status === 'deleted') throw new OperatorError('invalid_input', { field: 'outcome', message: 'member_gone' });
    return member;
  }
}

/** The resolution's fields checked: a known outcome, a reason to warn or suspend, whole days within 1–365. */
export function checked(resolution: Resolution): Resolution {
  if (!REPORT_OUTCOMES.includes(resolution.outcome)) throw new OperatorError('invalid_input', { field: 'outcome', message: 'unknown' });
  const reason = resolution.reason?.trim() || undefined;
  if (resolution.outcome === 'hide_photo') {
    if (resolution.photoId === undefined || !Number.isInteger(resolution.photoId) || resolution.photoId < 1) throw new OperatorError('invalid_input', { field: 'photo_id', message: 'required' });
    const rejection = checkedRejection(resolution.photoReason, reason, { reason: 'photo_reason', note: 'reason' });
    return { outcome: 'hide_photo', reason: rejection.note, photoId: resolution.photoId, photoReason: rejection.reason };
  }
  if (resolution.outcome !== 'dismiss' && !reason) throw new OperatorError('invalid_input', { field: 'reason', message: 'required' });
  if (reason && [...reason].length > AUDIT_REASON_MAX) throw new OperatorError('invalid_input', { field: 'reason', message: 'too_long' });
  const days = resolution.outcome === 'suspend' ? resolution.days : undefined;
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > SUSPENSION_DAYS_MAX)) throw new OperatorError('invalid_input', { field: 'days', message: 'out_of_range' });
  return { outcome: resolution.outcome, reason, days };
}
