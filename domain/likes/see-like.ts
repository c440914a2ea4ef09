import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/** SPEC §4: a received like counts as new until its profile is opened; opening the liker's profile clears it. */
export class SeeLike {
  constructor(private readonly deps: { likes: Likes }) {}

  run(member: MemberId, opened: MemberId): Promise<boolean> {
    if (member === opened) return Promise.resolve(false);
    return this.deps.likes.markSeen(member, opened);
  }
}
