import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Profile, Profiles } from './profile';

/**
 * The profile screen's profile: nothing for a member who is blocked (either way), deleted, disabled, unconfirmed or
 * invisible — a 404 to others (issue 9); a member sees her own.
 */
export class ViewProfile {
  constructor(private readonly deps: { profiles: Profiles; clock: Clock }) {}

  run(id: MemberId, viewer: MemberId | undefined): Promise<Profile | undefined> {
    return this.deps.profiles.findListed(id, viewer, this.deps.clock.now());
  }
}
