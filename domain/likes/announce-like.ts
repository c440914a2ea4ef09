import type { Profile } from '../profiles/profile';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/**
 * The "New like!" popup's profile (SPEC §7 auto-like): the newest real like the member has not been shown yet, once,
 * or nothing. Never an invented like. With `from` (a like that came live), that like only: of the member's tabs the
 * first to ask shows it, the others nothing, and never an older like in its place.
 */
export class AnnounceLike {
  constructor(private readonly deps: { likes: Likes; clock: Clock }) {}

  run(member: MemberId, from?: MemberId): Promise<Profile | undefined> {
    const now = this.deps.clock.now();
    return this.deps.likes.announceNext(member, now, now, from);
  }
}
