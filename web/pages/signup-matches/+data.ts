import type { PageContextServer } from 'vike/types';
import type { ApiFoundMatch } from '../../../bff/contract/api-types';
import type { MatchFinderChoice } from '../../stores/match-finder';
import { matchDefaults } from '../match-finder/match-defaults';

export interface SignupMatchesData {
  readonly choice: MatchFinderChoice;
  readonly matches: readonly ApiFoundMatch[];
}

/** After signup: the match finder's shortlist for the new member's own preferences, without asking. */
export async function data(pageContext: PageContextServer): Promise<SignupMatchesData> {
  const { services } = pageContext;
  // The guard let only members in.
  const choice = matchDefaults(services.user!);
  const { gender, country, countryregion, reason, min_age, max_age } = choice;
  const matches = await services.findMatches({ gender: gender || undefined, country: country || undefined, countryregion: countryregion || undefined, reason: reason || undefined, min_age, max_age });
  return { choice, matches };
}
