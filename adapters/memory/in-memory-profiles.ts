import { ageOn, latestBirthDateForAge } from '../../domain/accounts/age';
import { seenByOthers } from '../../domain/accounts/member';
import type { Profile, Profiles } from '../../domain/profiles/profile';
import type { MemberId } from '../../domain/shared/ids';
import type { SearchCriteria } from '../../domain/search/search-criteria';
import type { ProfileSearch } from '../../domain/search/search-members';
import { blockedEitherWay } from './in-memory-blocks';
import type { InMemoryStore, StoredMember } from './in-memory-store';

/** The profile as other members see it: age on `today`, no email, no birth date. */
export function profileOf(member: StoredMember, today: Date): Profile {
  const { dateOfBirth, interests, mainImage, ...details } = member.profile;
  return {
    ...details,
    id: member.id,
    age: ageOn(dateOfBirth, today),
    interests: [...interests],
    mainImage: mainImage ? { ...mainImage } : null,
  };
}

const isVisible = (member: StoredMember): boolean => member.profile.status === 'active' && seenByOthers(member.status);

/**
 * Same rules as PostgresProfiles: active profiles of members not deleted, hidden from anyone blocked either way;
 * search leaves out invisible members, newest first, never the searcher.
 */
export class InMemoryProfiles implements Profiles, ProfileSearch {
  constructor(private readonly store: InMemoryStore) {}

  async findVisible(id: MemberId, viewer: MemberId | undefined, today: Date): Promise<Profile | undefined> {
    const member = this.store.member(id);
    const ownUnconfirmed = member?.id === viewer && member?.status === 'not_confirmed';
    if (!member || !(isVisible(member) || ownUnconfirmed)) return undefined;
    if (viewer !== undefined && blockedEitherWay(this.store, id, viewer)) return undefined;
    return profileOf(member, today);
  }

  async findListed(id: MemberId, viewer: MemberId | undefined, today: Date): Promise<Profile | undefined> {
    const member = this.store.member(id);
    if (member?.invisible && member.id !== viewer) return undefined;
    return this.findVisible(id, viewer, today);
  }

  async search(criteria: SearchCriteria, searcher: MemberId | undefined, today: Date, pageSize: number, countUpTo: number) {
    const matches = this.matching(criteria, searcher, today);
    const start = (criteria.page - 1) * pageSize;
    // Counting in memory costs nothing: the estimate beyond the limit is the real number.
    const counted = Math.min(matches.length, countUpTo + 1);
    const profiles = matches.slice(start, start + pageSize).map((m) => profileOf(m, today));
    return counted > countUpTo ? { profiles, counted, estimate: matches.length } : { profiles, counted };
  }

  async newest(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, limit: number) {
    return this.matching(criteria, searcher, today)
      .slice(0, limit)
      .map((m) => profileOf(m, today));
  }

  async countJoinedSince(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date, since: Date, countUpTo: number) {
    return Math.min(countUpTo + 1, this.matching(criteria, searcher, today).filter((m) => m.signupDate.getTime() >= since.getTime()).length);
  }

  async newestInRegionFirst(criteria: Omit<SearchCriteria, 'page' | 'countryregion'>, region: string, searcher: MemberId | undefined, today: Date, limit: number) {
    const inRegion = await this.newest({ ...criteria, countryregion: region }, searcher, today, limit);
    if (inRegion.length >= limit) return inRegion;
    const country = await this.newest(criteria, searcher, today, 2 * limit);
    return [...inRegion, ...country.filter((p) => !inRegion.some((r) => r.id === p.id))];
  }

  private matching(criteria: Omit<SearchCriteria, 'page'>, searcher: MemberId | undefined, today: Date) {
    const bornOnOrBefore = latestBirthDateForAge(criteria.minAge, today).getTime();
    const bornAfter = latestBirthDateForAge(criteria.maxAge + 1, today).getTime();
    const matches = [...this.store.data.members.values()]
      .filter(isVisible)
      .filter((m) => !m.invisible)
      .filter((m) => searcher === undefined || (m.id !== searcher && !blockedEitherWay(this.store, m.id, searcher)))
      .filter((m) => !criteria.gender || m.profile.gender === criteria.gender)
      .filter((m) => !criteria.country || m.profile.country === criteria.country)
      .filter((m) => !criteria.countryregion || m.profile.region === criteria.countryregion)
      .filter((m) => m.profile.dateOfBirth.getTime() <= bornOnOrBefore && m.profile.dateOfBirth.getTime() > bornAfter)
      .sort((a, b) => b.signupDate.getTime() - a.signupDate.getTime() || b.id - a.id);
    return matches;
  }
}
