import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from './redis-rate-limiter';

const at = (iso: string) => new Date(iso);

describe.runIf(process.env.REDIS_URL)('RedisRateLimiter', () => {
  let limiter: RedisRateLimiter;
  let other: RedisRateLimiter;
  beforeAll(() => {
    const prefix = `test${randomBytes(4).toString('hex')}`;
    limiter = new RedisRateLimiter(process.env.REDIS_URL!, prefix);
    other = new RedisRateLimiter(process.env.REDIS_URL!, prefix);
  });
  afterAll(async () => {
    await limiter.close();
    await other.close();
  });

  it('allows exactly the limit of hits in a window, then refuses with the seconds left in the window', async () => {
    for (let i = 1; i <= 3; i += 1) {
      expect(await limiter.hit('k1', 3, 900, at('2025-06-15T12:00:00Z'))).toEqual({ allowed: true, count: i, retryAfterSeconds: 0 });
    }
    expect(await limiter.hit('k1', 3, 900, at('2025-06-15T12:10:00Z'))).toEqual({ allowed: false, count: 4, retryAfterSeconds: 300 });
  });

  it('shares the counts between instances with the same prefix', async () => {
    await limiter.hit('shared', 5, 900, at('2025-06-15T12:00:00Z'));
    await other.hit('shared', 5, 900, at('2025-06-15T12:00:01Z'));
    expect(await limiter.peek('shared', 900, at('2025-06-15T12:00:02Z'))).toBe(2);
  });

  it('starts counting again in the next window', async () => {
    await limiter.hit('k2', 1, 900, at('2025-06-15T12:14:59.999Z'));
    expect(await limiter.hit('k2', 1, 900, at('2025-06-15T12:15:00Z'))).toMatchObject({ allowed: true, count: 1 });
  });

  it('peeks without counting, and forgets a key on reset', async () => {
    await limiter.hit('k3', 5, 60, at('2025-06-15T12:00:00Z'));
    expect(await limiter.peek('k3', 60, at('2025-06-15T12:00:30Z'))).toBe(1);
    expect(await limiter.peek('k3', 60, at('2025-06-15T12:00:30Z'))).toBe(1);
    await limiter.reset('k3');
    expect(await limiter.peek('k3', 60, at('2025-06-15T12:00:30Z'))).toBe(0);
  });

  it('lets a key expire when its window ends', async () => {
    const now = new Date();
    await limiter.hit('short', 5, 1, now);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.peek('short', 1, now)).toBe(0);
  });

  it('counts concurrent hits exactly', async () => {
    const now = at('2025-06-15T12:00:00Z');
    const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? limiter : other).hit('burst', 10, 60, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });
});
