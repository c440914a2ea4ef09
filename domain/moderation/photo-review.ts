import type { OperatorId } from '../operators/actor';
import type { PhotoId } from '../profiles/photo';
import type { MemberId, MessageId } from '../shared/ids';

/**
 * The moderators' photo queue (issue 25, decision 0075): every photo a member puts online — on her profile or in a
 * chat — is reviewed once, after it went online (post-moderation: uploads stay instant). Approved keeps it; rejected
 * takes it away everywhere at once, with one of these reasons.
 */
export const PHOTO_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type PhotoReviewState = (typeof PHOTO_REVIEW_STATES)[number];

export const PHOTO_REJECTION_REASONS = ['nudity', 'not_the_member', 'minor', 'violence', 'contact_details', 'other'] as const;
export type PhotoRejectionReason = (typeof PHOTO_REJECTION_REASONS)[number];

/** A profile photo, or a photo sent in a chat. */
export type PhotoReviewKind = 'profile' | 'chat';

export type PhotoReviewId = number & { readonly __id: 'photo_review' };
export const photoReviewId = (id: number): PhotoReviewId => id as PhotoReviewId;

/** Longest free text a moderator adds to the reason (required with `other`). */
export const PHOTO_REJECTION_NOTE_MAX = 500;

export interface PhotoReview {
  readonly id: PhotoReviewId;
  readonly kind: PhotoReviewKind;
  readonly memberId: MemberId;
  /** The profile photo, while it exists. */
  readonly photoId?: PhotoId;
  /** The chat message that carries the photo, while it exists. */
  readonly messageId?: MessageId;
  /** Its files as stored now (gone once rejected). */
  readonly files?: { readonly filename: string; readonly thumb_filename: string };
  readonly createdAt: Date;
  readonly state: PhotoReviewState;
  readonly reason?: PhotoRejectionReason;
  readonly note?: string;
  readonly reviewer?: OperatorId;
  readonly reviewedAt?: Date;
}

/** A pending photo as the queue shows it: with its owner's name, address and language. */
export interface QueuedPhoto extends PhotoReview {
  readonly member: { readonly name: string; readonly email: string; readonly language: string };
}

/** A decision on a pending photo. */
export type PhotoVerdict =
  | { readonly verdict: 'approve' }
  | { readonly verdict: 'reject'; readonly reason: PhotoRejectionReason; readonly note?: string };

/** What a rejection took away: the files to remove after the commit, and whether her main photo changed. */
export interface RejectedPhoto {
  readonly review: PhotoReview;
  readonly files: { readonly filename: string; readonly thumb_filename: string };
}

/** The queue (table photo_reviews, migration 0031), on the operator transaction. */
export interface PhotoReviews {
  /** Pending photos that still exist, oldest first, up to `limit`. */
  pending(limit: number): Promise<QueuedPhoto[]>;
  /** How many pending photos wait (the tab's count). */
  countPending(): Promise<number>;
  find(id: PhotoReviewId): Promise<PhotoReview | undefined>;
  /** The reviews of her profile photos as they are now, in her order (a report's "hide a photo" chooses among them). */
  profilePhotosOf(member: MemberId): Promise<PhotoReview[]>;
  /** The review of one of a member's profile photos; undefined when she holds no such photo. */
  findByPhoto(member: MemberId, photo: PhotoId): Promise<PhotoReview | undefined>;
  /** Approves a pending photo: false when it was reviewed already (or is gone). */
  approve(id: PhotoReviewId, operator: OperatorId, at: Date): Promise<boolean>;
  /**
   * Rejects a photo that is not rejected yet (pending, or approved before — a report can still take it down): a profile
   * photo's row goes (the next photo becomes her main image, public), a chat photo's message keeps no photo. Undefined
   * when it was rejected already or is gone; else its files, which the caller removes after the commit.
   */
  reject(id: PhotoReviewId, operator: OperatorId, at: Date, reason: PhotoRejectionReason, note: string | undefined): Promise<RejectedPhoto | undefined>;
}

/** A member's rejected profile photos, newest first: she sees in her photo list that and why they were taken down. */
export interface RejectedPhotos {
  listFor(member: MemberId, limit: number): Promise<readonly PhotoReview[]>;
}
