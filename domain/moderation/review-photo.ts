import type { OutgoingMail } from '../mail/mailer';
import type { DomainPageLinks, PageLinks } from '../mail/page-links';
import type { Actor, OperatorId } from '../operators/actor';
import { auditEntry } from '../operators/audit';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorScope, OperatorTransactions } from '../operators/ports';
import type { Photos, PhotoStorage } from '../profiles/media-ports';
import { settlePhotos } from '../profiles/photo-placement';
import type { Clock } from '../shared/clock';
import {
  PHOTO_REJECTION_NOTE_MAX,
  PHOTO_REJECTION_REASONS,
  type PhotoRejectionReason,
  type PhotoReview,
  type PhotoReviewId,
  type PhotoVerdict,
  type QueuedPhoto,
  type RejectedPhoto,
} from './photo-review';

export const PHOTO_QUEUE_PAGE = 50;

/** The pending photos, oldest first, and how many wait (moderators and admins: `photos.moderate`). */
export class ListPhotoQueue {
  constructor(private readonly deps: { transactions: OperatorTransactions }) {}

  async run(actor: Actor): Promise<{ photos: QueuedPhoto[]; waiting: number }> {
    if (!may(actor, 'photos.moderate')) throw new OperatorError('forbidden');
    return this.deps.transactions.run(async (scope) => ({ photos: await scope.photoReviews.pending(PHOTO_QUEUE_PAGE), waiting: await scope.photoReviews.countPending() }));
  }
}

/** A rejection's reason checked: one of the fixed list; a note up to 500 characters, required with `other`. */
export function checkedRejection(reason: string | undefined, note: string | undefined, fields = { reason: 'reason', note: 'note' }): { reason: PhotoRejectionReason; note?: string } {
  if (!PHOTO_REJECTION_REASONS.includes(reason as PhotoRejectionReason)) throw new OperatorError('invalid_input', { field: fields.reason, message: 'unknown' });
  const text = note?.trim() || undefined;
  if (reason === 'other' && !text) throw new OperatorError('invalid_input', { field: fields.note, message: 'required' });
  if (text && [...text].length > PHOTO_REJECTION_NOTE_MAX) throw new OperatorError('invalid_input', { field: fields.note, message: 'too_long' });
  return { reason: reason as PhotoRejectionReason, note: text };
}

/** Where the mail of a rejection goes and what it links to: her own profile, on the domain the operator works on. */
export interface RejectionMailContext {
  readonly domain: string;
  readonly links: DomainPageLinks;
}

/**
 * Rejects a photo inside an operator transaction (the photo queue's reject, and a report's "hide a photo"): the photo
 * leaves her profile or the chat, the review says who, when and why, she gets a mail in her language through the
 * outbox, and the audit row `photo.rejected` is written — all in the caller's transaction. Undefined when it was
 * rejected already. The files are the caller's to remove after the commit (`afterRejection`).
 */
export async function rejectPhotoIn(
  scope: OperatorScope,
  who: { operatorId: OperatorId },
  review: PhotoReview,
  rejection: { reason: PhotoRejectionReason; note?: string },
  at: Date,
  mail: RejectionMailContext,
  details: Readonly<Record<string, string | number>> = {},
): Promise<RejectedPhoto | undefined> {
  const rejected = await scope.photoReviews.reject(review.id, who.operatorId, at, rejection.reason, rejection.note);
  if (!rejected) return undefined;
  const member = await scope.members.findById(review.memberId);
  if (member && member.status !== 'deleted') {
    const outgoing: OutgoingMail = {
      to: member.email,
      memberId: member.id,
      template: 'photo_rejected',
      locale: member.language,
      domain: mail.domain,
      name: member.profile.name,
      link: mail.links.to(review.kind === 'chat' ? 'chats' : 'profile'),
      counts: { reason: PHOTO_REJECTION_REASONS.indexOf(rejection.reason), chat: review.kind === 'chat' ? 1 : 0 },
      facts: rejection.note ? [['', rejection.note]] : [],
    };
    await scope.outbox.add({ kind: 'mail', mail: outgoing });
  }
  await scope.audit.append(
    auditEntry({
      who,
      action: 'photo.rejected',
      target: `member:${review.memberId}`,
      at,
      reason: rejection.note,
      details: { review: review.id, kind: review.kind, reason: rejection.reason, ...(review.photoId ? { photo: review.photoId } : {}), ...(review.messageId ? { message: review.messageId } : {}), ...details },
    }),
  );
  return rejected;
}

/**
 * After the commit: a rejected photo's files go, so its URLs answer 404 from then on (cached copies included, as far
 * as the server reaches); when it was her main photo, the next one became main and public, and its files move to the
 * public side.
 */
export async function afterRejection(deps: { photos: Photos; storage: PhotoStorage }, rejected: RejectedPhoto): Promise<void> {
  await deps.storage.remove(rejected.files);
  if (rejected.review.kind === 'profile') await settlePhotos(deps, rejected.review.memberId);
}

/**
 * A moderator approves or rejects a photo of the queue (issue 25, decision 0075). Approved: it stays, the review says
 * who and when. Rejected (a reason from the fixed list; `other` with a note): see rejectPhotoIn. A photo reviewed
 * already is refused with already_resolved (a second moderator's click); an unknown one with not_found.
 */
export class ReviewPhoto {
  constructor(private readonly deps: { transactions: OperatorTransactions; photos: Photos; storage: PhotoStorage; pageLinks: PageLinks; clock: Clock }) {}

  async run(actor: Actor, id: PhotoReviewId, verdict: PhotoVerdict, domain: string): Promise<void> {
    if (!may(actor, 'photos.moderate') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    const rejection = verdict.verdict === 'reject' ? checkedRejection(verdict.reason, verdict.note) : undefined;
    const links = await this.deps.pageLinks.of(domain);
    const at = this.deps.clock.now();
    const who = { operatorId: actor.operatorId };
    const rejected = await this.deps.transactions.run(async (scope) => {
      const review = await scope.photoReviews.find(id);
      if (!review || (review.photoId === undefined && review.messageId === undefined)) throw new OperatorError('not_found');
      if (review.state !== 'pending') throw new OperatorError('already_resolved');
      if (!rejection) {
        if (!(await scope.photoReviews.approve(id, actor.operatorId, at))) throw new OperatorError('already_resolved');
        await scope.audit.append(auditEntry({ who, action: 'photo.approved', target: `member:${review.memberId}`, at, details: { review: id, kind: review.kind } }));
        return undefined;
      }
      const done = await rejectPhotoIn(scope, who, review, rejection, at, { domain, links });
      if (!done) throw new OperatorError('already_resolved');
      return done;
    });
    if (rejected) await afterRejection(this.deps, rejected);
  }
}

/**
 * A queued photo's files, for a moderator to look at (private profile photos and chat photos too, which no member link
 * serves her): only with `photos.moderate`, and only while the photo exists. not_found otherwise.
 */
export class PhotoForReview {
  constructor(private readonly deps: { transactions: OperatorTransactions }) {}

  async run(actor: Actor, id: PhotoReviewId): Promise<{ readonly filename: string; readonly thumb_filename: string }> {
    if (!may(actor, 'photos.moderate')) throw new OperatorError('forbidden');
    const review = await this.deps.transactions.run((scope) => scope.photoReviews.find(id));
    if (!review?.files || review.state === 'rejected') throw new OperatorError('not_found');
    return review.files;
  }
}
