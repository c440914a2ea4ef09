import { DomainError } from './domain-error';

export interface RateDecision {
  readonly allowed: boolean;
  /** Hits counted in the current window, this one included. */
  readonly count: number;
  /** When refused: seconds until a hit would be allowed again (the rest of the window). */
  readonly retryAfterSeconds: number;
}

/**
 * Counts hits per key. A window starts at a key's first hit and lasts `windowSeconds`, so a lockout lasts as long
 * as its setting says, and the seconds left are the real ones. Every hit is counted first, atomically, and only
 * then decided on: parallel requests cannot all read "below the limit" before any of them counts. Held in Redis
 * when there is one, so limits span instances; in PostgreSQL or memory otherwise.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it is within `limit` hits of the key's current window. */
  hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision>;
  /** Takes one counted hit back (an attempt that turned out not to count, like a good login from a shared address). */
  undo(key: string, now: Date): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

/** A key's counter: hits so far and when its window ends. */
export interface RateWindow {
  readonly count: number;
  readonly endsAt: Date;
}

/** The counter after one more hit: counted in the running window, or the first hit of a new one. */
export function countHit(current: RateWindow | undefined, windowSeconds: number, now: Date): RateWindow {
  if (current && current.endsAt.getTime() > now.getTime()) return { count: current.count + 1, endsAt: current.endsAt };
  return { count: 1, endsAt: new Date(now.getTime() + windowSeconds * 1000) };
}

/** The decision on a counter that has just counted a hit. */
export function decide(window: RateWindow, limit: number, now: Date): RateDecision {
  const allowed = window.count <= limit;
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000));
  return { allowed, count: window.count, retryAfterSeconds };
}

/** Counts a hit and refuses with `rate_limited` (and the seconds to wait) past `limit` per window. */
export async function requireWithinLimit(limiter: RateLimiter, key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
  const decision = await limiter.hit(key, limit, windowSeconds, now);
  if (!decision.allowed) throw new DomainError('rate_limited', { details: { retry_after: decision.retryAfterSeconds } });
}
