import type { MemberAccounts } from '../accounts/ports';
import type { CityPositions } from '../profiles/city-positions';
import { distanceKm } from '../profiles/city-positions';
import type { Profile } from '../profiles/profile';
import type { ProfileSearch } from '../search/search-members';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { matchScore, type MatchChoice } from './match-score';
import type { Likes } from './ports';

/** The newest members within the filters that the finder ranks; the shortlist it answers. */
export const MATCH_CANDIDATES = 200;
export const MATCH_SHORTLIST = 12;

export interface FoundMatch {
  readonly profile: Profile;
  /** From the member's city, rounded to whole km; undefined when a city is not known. */
  readonly distanceKm: number | undefined;
  readonly score: number;
}

/**
 * The match finder's shortlist (issue 10): the best matches for a choice among the newest members within its filters
 * (search's visibility: nobody blocked, hidden or herself), leaving out those she liked already, by nearness to her
 * city, the region and reason she chose, and recent activity.
 */
export class FindMatches {
  constructor(private readonly deps: { profileSearch: ProfileSearch; likes: Likes; members: MemberAccounts; cities: CityPositions; clock: Clock }) {}

  async run(member: MemberId, choice: MatchChoice): Promise<FoundMatch[]> {
    const me = await this.deps.members.findById(member);
    if (!me) throw new DomainError('not_found');
    const today = this.deps.clock.now();
    const criteria = { gender: choice.gender, country: choice.country, minAge: choice.minAge, maxAge: choice.maxAge };
    const [found, liked] = await Promise.all([
      this.deps.profileSearch.newest(criteria, member, today, MATCH_CANDIDATES),
      this.deps.likes.given(member, today),
    ]);
    const likedIds = new Set(liked.map((profile) => profile.id));
    const origin = this.deps.cities.positionOf(me.profile.country, me.profile.city);
    const candidates = found.filter((profile) => !likedIds.has(profile.id));
    return candidates
      .map((profile, index) => {
        const there = this.deps.cities.positionOf(profile.country, profile.city);
        const km = origin && there ? Math.round(distanceKm(origin, there)) : undefined;
        const age01 = candidates.length > 1 ? index / (candidates.length - 1) : 0;
        return { profile, distanceKm: km, score: matchScore({ region: profile.region, reason: profile.reason, age01, distanceKm: km }, choice) };
      })
      .sort((a, b) => b.score - a.score || (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity))
      .slice(0, MATCH_SHORTLIST);
  }
}
