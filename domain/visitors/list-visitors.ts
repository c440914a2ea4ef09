import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { ProfileViews } from './ports';
import { VISITORS_SHOWN, visitorWindowStart, type Visitor } from './visitors';

/**
 * "Wie bekeek mij" (issue 27): the members who opened her profile in the last 30 days, newest first, each marked new
 * when the view came after she last opened this list; opening it clears the badge.
 */
export class ListVisitors {
  constructor(private readonly deps: { views: ProfileViews; clock: Clock }) {}

  async run(member: MemberId): Promise<Visitor[]> {
    const now = this.deps.clock.now();
    const visitors = await this.deps.views.visitors(member, visitorWindowStart(now), now, VISITORS_SHOWN);
    await this.deps.views.markSeen(member, now);
    return visitors;
  }

  /** The badge: her visitors of the last 30 days since she last opened the list. */
  newCount(member: MemberId): Promise<number> {
    return this.deps.views.newCount(member, visitorWindowStart(this.deps.clock.now()));
  }
}
