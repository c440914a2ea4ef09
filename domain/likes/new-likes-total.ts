import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/** SPEC §3, §4: the total of new likes: the Likes badge (99+), the page-title prefix with the unread messages. */
export class NewLikesTotal {
  constructor(private readonly deps: { likes: Likes }) {}

  run(member: MemberId): Promise<number> {
    return this.deps.likes.newCount(member);
  }
}
