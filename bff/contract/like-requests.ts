import { z } from 'zod/mini';
import { recordId } from './fields';
import { searchQuery } from './requests';

/** Request schemas of likes (docs/api.md "Likes and matches"; zod/mini, see requests.ts). Unknown keys are dropped. */

/** `via`: on a profile (the default) or in the swipe game, whose likes a free member has 4 of a day. */
export const likeBody = z.object({ profile_id: recordId, via: z._default(z.enum(['profile', 'swipe']), 'profile') });
export const unlikeBody = z.object({ profile_id: recordId });
export const passBody = z.object({ profile_id: recordId });
/** The match finder's choice: the search's filters (the region is a wish, not a filter) and what she looks for. */
export const matchFinderQuery = z.extend(z.omit(searchQuery, { page: true, similar_page: true }), {
  reason: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export type MatchFinderQuery = z.input<typeof matchFinderQuery>;

/** `profile_id`: the like that came live; without it, the newest like not shown yet. */
export const autoLikeQuery = z.object({ profile_id: z.optional(recordId) });
