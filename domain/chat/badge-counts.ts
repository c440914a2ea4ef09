import type { MemberId } from '../shared/ids';

/** What every page's badges and title prefix show (SPEC §3, §4). */
export interface BadgeTotals {
  /** The unread messages of her chat list, summed (`Conversations.unreadTotalFor`). */
  readonly unreadMessages: number;
  /** Her received likes still new (`Likes.newCount`). */
  readonly newLikes: number;
}

/** Both totals read together: one statement on every page (issue 26). */
export interface BadgeCounts {
  totalsFor(member: MemberId): Promise<BadgeTotals>;
}

/** SPEC §3, §4: the Messages and Likes badges and the page title's prefix, for every page a member opens. */
export class ReadBadgeCounts {
  constructor(private readonly deps: { badgeCounts: BadgeCounts }) {}

  run(member: MemberId): Promise<BadgeTotals> {
    return this.deps.badgeCounts.totalsFor(member);
  }
}
