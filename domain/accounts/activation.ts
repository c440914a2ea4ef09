import type { ChatMessage } from '../chat/conversation';
import type { MemberId } from '../shared/ids';
import type { TransactionScope } from '../transactions';
import type { LinkStore } from './account-links';
import type { TrackingData } from './tracking';

/** Invite codes for invite-only signups. */
export interface Invites {
  /** Marks an unused code used by the member; false when the code does not exist or was used already. */
  claim(code: string, memberId: MemberId, at: Date): Promise<boolean>;
}

/** Where a member came from. */
export interface MemberTracking {
  attach(memberId: MemberId, data: TrackingData, at: Date): Promise<void>;
}

export interface ReleasedMessage {
  readonly message: ChatMessage;
  readonly recipientId: MemberId;
}

/** Confirming an email address and delivering what was held until then (SPEC §4). */
export interface AccountActivation {
  /** not_confirmed becomes active, and her profile, disabled until now (SPEC §4), too; false when the member was not waiting for confirmation. */
  confirm(memberId: MemberId): Promise<boolean>;
  /** Delivers the member's held messages: each raises its recipient's unread count. Oldest first. */
  releaseHeldFrom(memberId: MemberId): Promise<ReleasedMessage[]>;
}

/** The shared transaction scope plus this area's repositories, all bound to the same transaction. */
export interface AccountScope extends TransactionScope {
  /** The activation link of a signup is stored with the member, and mailed through the same transaction's outbox. */
  readonly linkStore: LinkStore;
  readonly invites: Invites;
  readonly tracking: MemberTracking;
  readonly activation: AccountActivation;
}

export interface AccountTransactions {
  run<T>(work: (scope: AccountScope) => Promise<T>): Promise<T>;
}
