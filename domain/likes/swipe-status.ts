import type { MemberAccounts } from '../accounts/ports';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';
import { swipeAllowance, swipeCapFor, swipeDay, type SwipeAllowance } from './swipe-cap';

/** The swipe game's likes left today: 4 a day for a free member, no cap for a premium one (SPEC §9). */
export class SwipeStatus {
  constructor(private readonly deps: { likes: Likes; members: MemberAccounts; clock: Clock }) {}

  async run(member: MemberId): Promise<SwipeAllowance> {
    const account = await this.deps.members.findById(member);
    if (!account) throw new DomainError('not_found');
    const used = await this.deps.likes.swipeLikesOn(member, swipeDay(this.deps.clock.now()));
    return swipeAllowance(swipeCapFor(account), used);
  }
}
