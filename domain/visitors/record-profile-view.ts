import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { ProfileViews } from './ports';
import { leavesTrace, type ProfileVisitor } from './visitors';

/**
 * A member opened another's profile through the API (GET /api/profile.php): the owner sees it in her visitors. Never
 * her own, never while she is invisible. (The profile page records it in the statement that opens the profile.)
 */
export class RecordProfileView {
  constructor(private readonly deps: { views: ProfileViews; clock: Clock }) {}

  async run(visitor: ProfileVisitor, viewed: MemberId): Promise<void> {
    if (!leavesTrace(visitor, viewed)) return;
    await this.deps.views.record(visitor.id, viewed, this.deps.clock.now());
  }
}
