import type { MemberAccounts } from '../accounts/ports';
import type { Profile } from '../profiles/profile';
import { soughtGender } from '../search/sought-gender';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/** Profiles the swipe game holds in hand at once; the web asks again when it runs low. */
export const SWIPE_DECK_SIZE = 20;

/**
 * The swipe game's next profiles for a member: those her own gender and sexuality point to (everyone for a bisexual
 * member), that she has neither liked nor passed, newest members first (issue 10).
 */
export class SwipeDeck {
  constructor(private readonly deps: { likes: Likes; members: MemberAccounts; clock: Clock }) {}

  async run(member: MemberId): Promise<Profile[]> {
    const account = await this.deps.members.findById(member);
    if (!account) throw new DomainError('not_found');
    const gender = soughtGender(account.profile.gender, account.profile.sexuality);
    return this.deps.likes.swipeDeck(member, gender, this.deps.clock.now(), SWIPE_DECK_SIZE);
  }
}
