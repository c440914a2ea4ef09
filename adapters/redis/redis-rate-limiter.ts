import { Redis } from 'ioredis';
import type { RateDecision, RateLimiter } from '../../domain/shared/rate-limiter';
import { windowOf } from '../postgres/postgres-rate-limiter';

/**
 * Hit counters in Redis, shared by every instance. One hash per key whose fields are window starts: the count
 * of the current window goes up with HINCRBY, the previous window's field is dropped, and the key expires
 * when its window ends; reset is a plain DEL. Windows follow the caller's clock, like the other limiters.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  /** @param prefix names the install: instances that share it share limits. */
  constructor(url: string, private readonly prefix = 'hartslag') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
  }

  private keyOf(key: string): string {
    return `${this.prefix}:ratelimit:${key}`;
  }

  async hit(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateDecision> {
    const window = windowOf(now, windowSeconds);
    const redisKey = this.keyOf(key);
    const field = String(window.start.getTime());
    const previous = String(window.start.getTime() - windowSeconds * 1000);
    const ttl = Math.max(1, window.end.getTime() - now.getTime());
    const results = await this.redis.multi().hincrby(redisKey, field, 1).hdel(redisKey, previous).pexpire(redisKey, ttl).exec();
    const [error, value] = results?.[0] ?? [new Error('rate limit transaction aborted'), null];
    if (error) throw error;
    const count = Number(value);
    const allowed = count <= limit;
    return { allowed, count, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string, windowSeconds: number, now: Date): Promise<number> {
    const value = await this.redis.hget(this.keyOf(key), String(windowOf(now, windowSeconds).start.getTime()));
    return Number(value ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
