import { countHit, decide, type RateDecision, type RateLimiter, type RateWindow } from '../../domain/shared/rate-limiter';

/** Counters in a map: one process only. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, RateWindow>();

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision> {
    const window = countHit(this.windows.get(key), windowSeconds, now);
    this.windows.set(key, window);
    return decide(window, limit, now);
  }

  async undo(key: string, now: Date): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.endsAt.getTime() > now.getTime()) this.windows.set(key, { ...window, count: Math.max(0, window.count - 1) });
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
