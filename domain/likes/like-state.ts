import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

export interface LikeState {
  /** She liked the profile. */
  readonly liked: boolean;
  /** Both liked each other. */
  readonly match: boolean;
}

/** What the profile screen's like button shows (issue 10): liked or not, and a match. */
export class ReadLikeState {
  constructor(private readonly deps: { likes: Likes }) {}

  async run(member: MemberId, other: MemberId): Promise<LikeState> {
    if (member === other) return { liked: false, match: false };
    const { liked, likedBy } = await this.deps.likes.between(member, other);
    return { liked, match: liked && likedBy };
  }
}
