import type { Profile } from '../profiles/profile';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { Likes, ReceivedLike } from './ports';

export interface LikesOverview {
  /** The profiles the member liked, newest first (SPEC §3 `likes`). */
  readonly given: readonly Profile[];
  /** The likes she received, newest first, each with like_new (SPEC §3 `liked_by`). */
  readonly received: readonly ReceivedLike[];
  /** Members who liked each other: liked by her and liking her, in the order she received their likes. */
  readonly matches: readonly Profile[];
}

/** The likes page's three tabs: received, given and matches (SPEC §2). */
export class ListLikes {
  constructor(private readonly deps: { likes: Likes; clock: Clock }) {}

  async run(member: MemberId): Promise<LikesOverview> {
    const today = this.deps.clock.now();
    const [given, received] = await Promise.all([this.deps.likes.given(member, today), this.deps.likes.received(member, today)]);
    const likedByHer = new Set(given.map((profile) => profile.id));
    const matches = received.filter((like) => likedByHer.has(like.profile.id)).map((like) => like.profile);
    return { given, received, matches };
  }
}
