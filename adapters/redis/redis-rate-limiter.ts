import { Redis } from 'ioredis';
import { decide, type RateDecision, type RateLimiter } from '../../domain/shared/rate-limiter';

/**
 * Counts and answers in one step on the server, so parallel hits on every instance are counted exactly. A key is a
 * hash { count, ends } (ms); a hit past `ends` starts a new window. The caller's clock decides, like the other
 * limiters; the key expires with its window.
 */
const HIT = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
local now = tonumber(ARGV[1])
local count
if ends > now then
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
else
  ends = now + tonumber(ARGV[2])
  count = 1
  redis.call('HSET', KEYS[1], 'count', 1, 'ends', ends)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, ends - now))
return { count, ends }`;

const UNDO = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
if ends > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'count') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 1`;

/** Hit counters in Redis, shared by every instance with the same prefix. */
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
    const [count, ends] = (await this.redis.eval(HIT, 1, this.keyOf(key), now.getTime(), windowSeconds * 1000)) as [number, number];
    return decide({ count: Number(count), endsAt: new Date(Number(ends)) }, limit, now);
  }

  async undo(key: string, now: Date): Promise<void> {
    await this.redis.eval(UNDO, 1, this.keyOf(key), now.getTime());
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
