import type { Profile } from '../profiles/profile';
import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import { SEARCH_MAX_AGE, SEARCH_MIN_AGE } from './search-criteria';
import type { ProfileSearch } from './search-members';

/** How many related profiles the profile screen shows. */
export const RELATED_PROFILES = 6;

/**
 * SPEC §2 "related profiles": others like the one viewed — same gender, nearby (her region first, then her country) —
 * found by the member search, so never the viewer, anyone blocked either way, or a hidden member; never the viewed
 * profile itself.
 */
export class RelatedProfiles {
  constructor(private readonly deps: { profileSearch: ProfileSearch; clock: Clock }) {}

  async run(viewed: Pick<Profile, 'id' | 'gender' | 'country' | 'region'>, viewer: MemberId | undefined): Promise<readonly Profile[]> {
    const { profileSearch, clock } = this.deps;
    const today = clock.now();
    const wanted = RELATED_PROFILES + 1;
    const found: Profile[] = [];
    const add = (profiles: readonly Profile[]) => {
      for (const p of profiles) if (p.id !== viewed.id && !found.some((f) => f.id === p.id) && found.length < RELATED_PROFILES) found.push(p);
    };
    const near = { gender: viewed.gender, country: viewed.country, minAge: SEARCH_MIN_AGE, maxAge: SEARCH_MAX_AGE } as const;
    // Her region's, then her country's when the region has too few: one statement (issue 26).
    add(await profileSearch.newestInRegionFirst(near, viewed.region, viewer, today, wanted));
    return found;
  }
}
