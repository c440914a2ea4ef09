import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Profile, Profiles } from './profile';

/** A profile another member (or a visitor the search settings let in) may see; nothing for a hidden one. */
export class ViewProfile {
  constructor(private readonly deps: { profiles: Profiles; clock: Clock }) {}

  run(id: MemberId, viewer: MemberId | undefined): Promise<Profile | undefined> {
    return this.deps.profiles.findVisible(id, viewer, this.deps.clock.now());
  }
}
