import { z } from 'zod/mini';
import { recordId } from './fields';

/** Request schemas of likes (docs/api.md "Likes and matches"; zod/mini, see requests.ts). Unknown keys are dropped. */

/** `via`: on a profile (the default) or in the swipe game, whose likes a free member has 4 of a day. */
export const likeBody = z.object({ profile_id: recordId, via: z._default(z.enum(['profile', 'swipe']), 'profile') });
export const unlikeBody = z.object({ profile_id: recordId });
export const passBody = z.object({ profile_id: recordId });
/** `profile_id`: the like that came live; without it, the newest like not shown yet. */
export const autoLikeQuery = z.object({ profile_id: z.optional(recordId) });
