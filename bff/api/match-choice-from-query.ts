import type { z } from 'zod/mini';
import type { MatchChoice } from '../../domain/likes/match-score';
import { normaliseAgeRange } from '../../domain/search/search-criteria';
import type { matchFinderQuery } from '../contract/like-requests';

/** The finder's choice from its query: empty means anything goes; an age range the wrong way round is turned. */
export function matchChoiceFrom(query: z.infer<typeof matchFinderQuery>): MatchChoice {
  return {
    ...normaliseAgeRange(query.min_age, query.max_age),
    gender: query.gender,
    country: query.country,
    region: query.countryregion || undefined,
    reason: query.reason || undefined,
  };
}
