import type { Presence } from '../realtime/presence';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';

/**
 * Which of the profiles a page shows are online now (issue 9: the online dot). Only profiles others may see are ever
 * asked about: search, the profile screen and the likes leave invisible members out, so their presence never shows.
 */
export class OnlineAmong {
  constructor(private readonly deps: { presence: Presence; clock: Clock }) {}

  run(members: readonly MemberId[]): Promise<ReadonlySet<MemberId>> {
    return this.deps.presence.onlineAmong(members, this.deps.clock.now());
  }
}
