import { DomainError } from './domain-error';

export interface RateDecision {
  readonly allowed: boolean;
  /** Hits counted in the current window, this one included. */
  readonly count: number;
  /** When refused: seconds until a hit would be allowed again. */
  readonly retryAfterSeconds: number;
}

/**
 * Counts hits per key in fixed windows. Held in Redis when there is one, so limits span instances;
 * in PostgreSQL or memory otherwise.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it is within `limit` hits per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision>;
  /** Hits counted in the current window without counting one. */
  peek(key: string, windowSeconds: number, now: Date): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Counts a hit and refuses with `rate_limited` (and the seconds to wait) past `limit` per window. */
export async function requireWithinLimit(limiter: RateLimiter, key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
  const decision = await limiter.hit(key, limit, windowSeconds, now);
  if (!decision.allowed) throw new DomainError('rate_limited', { details: { retry_after: Math.max(1, decision.retryAfterSeconds) } });
}
