import type { RateDecision, RateLimiter } from '../../domain/shared/rate-limiter';

/** Fixed windows in a map: one process only. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  private current(key: string, windowSeconds: number, now: Date) {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const existing = this.windows.get(key);
    if (existing && existing.start === start) return existing;
    const fresh = { start, count: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision> {
    const window = this.current(key, windowSeconds, now);
    window.count += 1;
    const allowed = window.count <= limit;
    const retryAfterSeconds = allowed ? 0 : Math.ceil((window.start + windowSeconds * 1000 - now.getTime()) / 1000);
    return { allowed, count: window.count, retryAfterSeconds };
  }

  async peek(key: string, windowSeconds: number, now: Date): Promise<number> {
    return this.current(key, windowSeconds, now).count;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
