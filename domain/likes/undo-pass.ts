import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/**
 * The member takes back her last pass in the swipe game (issue 27, decision 0068): free, and only while that pass is
 * the last thing she did in the game — her newest pass, with no swipe like given after it. The pass is forgotten, so
 * the deck deals the profile again. Fails with `not_found` (field profile_id) when `target` is not that pass: a like,
 * an older pass, a pass already taken back, or nobody she passed.
 */
export class UndoPass {
  constructor(private readonly deps: { likes: Likes }) {}

  async run(member: MemberId, target: MemberId): Promise<void> {
    const last = await this.deps.likes.lastSwipe(member);
    if (last?.kind !== 'pass' || last.target !== target) throw new DomainError('not_found', { field: 'profile_id' });
    await this.deps.likes.unpass(member, target);
  }
}
