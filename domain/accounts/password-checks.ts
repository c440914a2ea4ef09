import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';

/** Checks of the current password per member and hour (password and email change): a borrowed session cannot guess on. */
export const PASSWORD_CHECKS_PER_HOUR = 10;

/** Counts one check of the member's current password; refuses with `rate_limited` past the hour's limit. */
export const countPasswordCheck = (deps: { rateLimiter: RateLimiter; clock: Clock }, memberId: MemberId): Promise<void> =>
  requireWithinLimit(deps.rateLimiter, `password-check:${memberId}`, PASSWORD_CHECKS_PER_HOUR, 3600, deps.clock.now());
