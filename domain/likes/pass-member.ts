import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/**
 * The member passes on a profile in the swipe game: it is not shown to her again. Passing is free: it counts against
 * nothing. Fails with `invalid_input` (yourself) and `not_found` (a member she may not see), as liking does.
 */
export class PassMember {
  constructor(private readonly deps: { likes: Likes; clock: Clock }) {}

  async run(member: MemberId, target: MemberId): Promise<void> {
    if (member === target) throw new DomainError('invalid_input', { field: 'profile_id', message: 'self' });
    if (!(await this.deps.likes.isLikeable(member, target))) throw new DomainError('not_found', { field: 'profile_id' });
    await this.deps.likes.pass(member, target, this.deps.clock.now());
  }
}
