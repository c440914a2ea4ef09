import type { MemberAccounts } from '../accounts/ports';
import type { CityPositions } from '../profiles/city-positions';
import type { Profile } from '../profiles/profile';
import { cardDistance, type CardDistance } from '../search/card-distance';
import { soughtGender } from '../search/sought-gender';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Likes } from './ports';

/** Profiles the swipe game holds in hand at once; the web asks again when it runs low. */
export const SWIPE_DECK_SIZE = 20;

/** A card of the swipe game: the profile, and how far away she lives when both places are known (issue 27). */
export interface SwipeCard {
  readonly profile: Profile;
  readonly distance: CardDistance | undefined;
}

/**
 * The swipe game's next profiles for a member: those her own gender and sexuality point to (everyone for a bisexual
 * member), that she has neither liked nor passed, newest members first (issue 10).
 */
export class SwipeDeck {
  constructor(private readonly deps: { likes: Likes; members: MemberAccounts; cities: CityPositions; clock: Clock }) {}

  async run(member: MemberId): Promise<Profile[]> {
    return (await this.cards(member)).map((card) => card.profile);
  }

  /** The same profiles as cards, each with its distance from her city. */
  async cards(member: MemberId): Promise<SwipeCard[]> {
    const account = await this.deps.members.findById(member);
    if (!account) throw new DomainError('not_found');
    const gender = soughtGender(account.profile.gender, account.profile.sexuality);
    const profiles = await this.deps.likes.swipeDeck(member, gender, this.deps.clock.now(), SWIPE_DECK_SIZE);
    return profiles.map((profile) => ({ profile, distance: cardDistance(this.deps.cities, account.profile, profile) }));
  }
}
