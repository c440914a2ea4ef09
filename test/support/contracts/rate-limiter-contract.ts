import { expect, it } from 'vitest';
import type { RateLimiter } from '../../../domain/shared/rate-limiter';

const at = (iso: string) => new Date(iso);

/**
 * What every RateLimiter adapter does, the same in memory, PostgreSQL and Redis. `limiter()` is called per test;
 * keys are made unique per call so adapters sharing a store do not see each other's counts.
 */
export function rateLimiterContract(limiter: () => RateLimiter, other: () => RateLimiter = limiter): void {
  let sequence = 0;
  const key = (name: string) => `${name}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;

  it('allows exactly the limit of hits in a window, then refuses with the seconds left in it', async () => {
    const k = key('limit');
    for (let i = 1; i <= 3; i += 1) {
      expect(await limiter().hit(k, 3, 900, at('2025-06-15T12:03:00Z'))).toEqual({ allowed: true, count: i, retryAfterSeconds: 0 });
    }
    expect(await limiter().hit(k, 3, 900, at('2025-06-15T12:10:00Z'))).toEqual({ allowed: false, count: 4, retryAfterSeconds: 480 });
  });

  it('starts a window at the first hit, so it lasts the whole window whenever it starts', async () => {
    const k = key('start');
    await limiter().hit(k, 1, 900, at('2025-06-15T12:14:00Z'));
    expect(await limiter().hit(k, 1, 900, at('2025-06-15T12:15:00Z'))).toEqual({ allowed: false, count: 2, retryAfterSeconds: 840 });
    expect(await limiter().hit(k, 1, 900, at('2025-06-15T12:28:59Z'))).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter().hit(k, 1, 900, at('2025-06-15T12:29:00Z'))).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });

  it('takes one hit back on undo, never below zero, and forgets a key on reset', async () => {
    const k = key('undo');
    const now = at('2025-06-15T12:00:00Z');
    await limiter().hit(k, 5, 60, now);
    await limiter().hit(k, 5, 60, now);
    await limiter().undo(k, now);
    expect(await limiter().hit(k, 5, 60, now)).toMatchObject({ count: 2 });
    await limiter().reset(k);
    expect(await limiter().hit(k, 5, 60, now)).toMatchObject({ count: 1 });
    await limiter().undo(k, now);
    await limiter().undo(k, now);
    expect(await limiter().hit(k, 5, 60, now)).toMatchObject({ count: 1 });
  });

  it('shares the counts between instances on one store', async () => {
    const k = key('shared');
    await limiter().hit(k, 5, 900, at('2025-06-15T12:00:00Z'));
    expect(await other().hit(k, 5, 900, at('2025-06-15T12:00:01Z'))).toMatchObject({ count: 2 });
  });

  it('counts 30 parallel hits exactly: the limit passes, no more', async () => {
    const k = key('burst');
    const now = at('2025-06-15T12:00:00Z');
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? limiter() : other()).hit(k, 5, 60, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
}
