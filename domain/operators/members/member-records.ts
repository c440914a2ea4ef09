import type { Deletion } from '../../accounts/closure-ports';
import type { MemberId } from '../../shared/ids';

/** An open session of hers, as the GDPR export lists it (no token: only its digest is stored, and that is not hers to know). */
export interface HeldSession {
  /** null where the store does not keep it (the memory adapter). */
  readonly createdAt: Date | null;
  readonly expiresAt: Date;
}

/** Where she came from when she signed up (decision 0062's tracking), as stored. */
export interface HeldTracking {
  readonly network: string | null;
  readonly ref: string | null;
  readonly sub1: string | null;
  readonly sub2: string | null;
  readonly sub3: string | null;
  readonly at: Date;
}

/** A report she filed, or one filed about her. */
export interface HeldReport {
  readonly reference: string;
  readonly reason: string;
  /** The reporter's words: in the export of the reporter only (about her, they are another member's data). */
  readonly text?: string;
  readonly status: string;
  readonly at: Date;
}

/** What the member's own export (domain/privacy) does not read, and a GDPR export must hold too (decision 0079). */
export interface HeldRecords {
  readonly sessions: readonly HeldSession[];
  readonly tracking: HeldTracking | null;
  readonly reportsBy: readonly HeldReport[];
  readonly reportsAbout: readonly HeldReport[];
}

/** What an erasure removed, for the audit row (counts only: what was erased is gone). */
export interface ErasureCounts {
  readonly messages: number;
  readonly photos: number;
}

/**
 * Support's writes on a member's account that the members' own ports do not do on the operators' transaction
 * (decision 0079): a new address set at once, the member's own deletion, and the GDPR erasure that leaves a tombstone.
 */
export interface MemberRecords {
  /** Case-insensitive: an address held by another account (deleted ones keep theirs until purged). */
  isEmailTaken(email: string, other: MemberId): Promise<boolean>;
  /** 'taken' when another account holds it, also when it won a race just now. */
  setEmail(member: MemberId, email: string): Promise<'changed' | 'taken'>;
  /** Her account closed as she closes it herself (AccountClosures.markDeleted): reactivation open for 14 days. */
  markDeleted(member: MemberId, deletion: Deletion): Promise<void>;
  /** When her personal data was erased, if it was. */
  erasedAt(member: MemberId): Promise<Date | undefined>;
  /** What the GDPR export holds besides the member's own export. */
  held(member: MemberId): Promise<HeldRecords>;
  /**
   * Erases her personal data for good and leaves a tombstone: the account row (id, credits, status deleted, erased at,
   * no address, no password, never purged) so her ledger and payments stay for the books; profile fields emptied;
   * her photos' rows, the messages she sent, likes, passes, views, blocks, sessions, links, tracking, push
   * subscriptions and reminders deleted; her words in reports and complaints she filed emptied. Conversations stay with
   * the other member's messages. Sessions end with it.
   */
  erase(member: MemberId, at: Date): Promise<ErasureCounts>;
}

/** The address a tombstone holds: unique, never deliverable (RFC 2606's .invalid). */
export const erasedEmail = (member: MemberId): string => `erased-${member}@erased.invalid`;
