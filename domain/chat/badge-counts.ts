import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import { visitorWindowStart } from '../visitors/visitors';

/** What every page's badges and title prefix show (SPEC §3, §4). */
export interface BadgeTotals {
  /** The unread messages of her chat list, summed (`Conversations.unreadTotalFor`). */
  readonly unreadMessages: number;
  /** Her received likes still new (`Likes.newCount`). */
  readonly newLikes: number;
  /** Her visitors of the last 30 days since she last opened the list (`ProfileViews.newCount`, issue 27). */
  readonly newVisitors: number;
}

/** Both totals read together: one statement on every page (issue 26). */
export interface BadgeCounts {
  /** `visitorsSince`: the oldest view the visitors' badge counts; without it the badge counts none (0). */
  totalsFor(member: MemberId, visitorsSince?: Date): Promise<BadgeTotals>;
}

/**
 * SPEC §3, §4: the Messages and Likes badges and the page title's prefix, for every page a member opens; and the new
 * visitors' badge (issue 27), in the same statement.
 */
export class ReadBadgeCounts {
  constructor(private readonly deps: { badgeCounts: BadgeCounts; clock: Clock }) {}

  run(member: MemberId): Promise<BadgeTotals> {
    return this.deps.badgeCounts.totalsFor(member, visitorWindowStart(this.deps.clock.now()));
  }
}
