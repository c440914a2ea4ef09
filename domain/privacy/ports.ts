import type { MemberId } from '../shared/ids';

/** Who blocked whom. A block hides both members from each other everywhere, at once. */
export interface Blocks {
  /** Idempotent: blocking twice keeps one block. */
  block(blocker: MemberId, blocked: MemberId, at: Date): Promise<void>;
  unblock(blocker: MemberId, blocked: MemberId): Promise<void>;
  /** The members `blocker` blocked, most recent first. */
  listBlockedBy(blocker: MemberId): Promise<MemberId[]>;
  /** True when `blocker` blocked `blocked` (her own block, not the other way). */
  hasBlocked(blocker: MemberId, blocked: MemberId): Promise<boolean>;
  /** True when either member blocked the other. */
  isBlockedEitherWay(a: MemberId, b: MemberId): Promise<boolean>;
}

/** Invisible mode: the member is left out of search, and nothing else changes. */
export interface InvisibleMode {
  setInvisible(member: MemberId, invisible: boolean): Promise<void>;
}

/** Where a member's photos can be read from, for their data export. */
export interface PhotoListing {
  /** Paths under the cdn prefix, oldest first. */
  listFor(member: MemberId): Promise<readonly { readonly filename: string }[]>;
}
