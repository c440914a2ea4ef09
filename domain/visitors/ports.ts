import type { MemberId } from '../shared/ids';
import type { Visitor } from './visitors';

/**
 * Who opened whose profile (migration 0027): one row per viewer and viewed member, its time the latest view. Every
 * list and count shows only visitors the member may see: active, of members others see, not invisible, no block
 * either way, never herself.
 */
export interface ProfileViews {
  /** Records that `viewer` opened `viewed`'s profile at `at`; a later view moves the one row's time on. */
  record(viewer: MemberId, viewed: MemberId, at: Date): Promise<void>;
  /** Her visitors whose view is at or after `since`, newest first, at most `limit`; new: after she last opened the list. */
  visitors(member: MemberId, since: Date, today: Date, limit: number): Promise<Visitor[]>;
  /** How many of those are new. */
  newCount(member: MemberId, since: Date): Promise<number>;
  /**
   * How many visitors she may see viewed her profile after `from` and up to `to` (their latest view, the list's rule):
   * the weekly update's "3 leden bekeken je profiel" (decision 0059).
   */
  countBetween(member: MemberId, week: { readonly from: Date; readonly to: Date }): Promise<number>;
  /** She opened her list at `at`: every visitor until then is no longer new. */
  markSeen(member: MemberId, at: Date): Promise<void>;
}
