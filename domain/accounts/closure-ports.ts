import type { MemberId } from '../shared/ids';
import type { MemberStatus } from './member';
import type { DeletionReason } from './account-closure';

export interface Deletion {
  readonly at: Date;
  readonly reason: DeletionReason;
  /** The status to return to on reactivation (an unconfirmed member stays unconfirmed). */
  readonly statusBefore: MemberStatus;
}

/** The account's life after the member deletes it: deleted, reactivated, or purged for good. */
export interface AccountClosures {
  markDeleted(member: MemberId, deletion: Deletion): Promise<void>;
  /** Back to the status before deletion; deletion time and reason cleared. */
  restore(member: MemberId): Promise<void>;
  /** Members deleted at or before `cutoff`, oldest first, at most `limit`. */
  deletedAtOrBefore(cutoff: Date, limit: number): Promise<MemberId[]>;
  /**
   * Erases a deleted member for good as support's GDPR erasure does (decision 0084): her personal data gone, her
   * account row left as a tombstone (erased at `at`, never purged again) with her credit ledger and payments, which
   * the books keep. Nobody who is not deleted, or erased already, is touched.
   */
  purge(member: MemberId, at: Date): Promise<void>;
  /** What the member's deletion stored (reason, status before), for tests and support. */
  deletionOf(member: MemberId): Promise<Deletion | undefined>;
}

/** The files of a member (photos) on whatever storage holds them. */
export interface MemberMedia {
  removeAllFor(member: MemberId): Promise<void>;
}
