import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, databaseKinds } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresRateLimiter, windowOf } from './postgres-rate-limiter';

const at = (iso: string) => new Date(iso);

describe('windowOf', () => {
  it('aligns windows to the epoch', () => {
    expect(windowOf(at('2025-06-15T12:07:30Z'), 900)).toEqual({ start: at('2025-06-15T12:00:00Z'), end: at('2025-06-15T12:15:00Z') });
  });
});

describe.each(databaseKinds())('PostgresRateLimiter on %s', (kind) => {
  let database: Database;
  let limiter: PostgresRateLimiter;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.knex('rate_limit_hits').delete();
    limiter = new PostgresRateLimiter(database.knex, 0);
  });

  it('allows exactly the limit of hits in a window, then refuses with the seconds left in the window', async () => {
    for (let i = 1; i <= 3; i += 1) {
      expect(await limiter.hit('k', 3, 900, at('2025-06-15T12:00:00Z'))).toEqual({ allowed: true, count: i, retryAfterSeconds: 0 });
    }
    expect(await limiter.hit('k', 3, 900, at('2025-06-15T12:10:00Z'))).toEqual({ allowed: false, count: 4, retryAfterSeconds: 300 });
  });

  it('starts counting again in the next window', async () => {
    await limiter.hit('k', 1, 900, at('2025-06-15T12:14:59.999Z'));
    expect(await limiter.hit('k', 1, 900, at('2025-06-15T12:15:00Z'))).toMatchObject({ allowed: true, count: 1 });
  });

  it('peeks without counting', async () => {
    await limiter.hit('k', 5, 60, at('2025-06-15T12:00:00Z'));
    expect(await limiter.peek('k', 60, at('2025-06-15T12:00:30Z'))).toBe(1);
    expect(await limiter.peek('k', 60, at('2025-06-15T12:00:30Z'))).toBe(1);
    expect(await limiter.peek('other', 60, at('2025-06-15T12:00:30Z'))).toBe(0);
  });

  it('forgets a key on reset and leaves other keys alone', async () => {
    await limiter.hit('a', 5, 60, at('2025-06-15T12:00:00Z'));
    await limiter.hit('b', 5, 60, at('2025-06-15T12:00:00Z'));
    await limiter.reset('a');
    expect(await limiter.peek('a', 60, at('2025-06-15T12:00:00Z'))).toBe(0);
    expect(await limiter.peek('b', 60, at('2025-06-15T12:00:00Z'))).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const now = at('2025-06-15T12:00:00Z');
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('burst', 10, 60, now)));
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('prunes windows that have ended, now and then', async () => {
    const pruning = new PostgresRateLimiter(database.knex, 2);
    await pruning.hit('old', 5, 60, at('2025-06-15T11:00:00Z'));
    await pruning.hit('new', 5, 60, at('2025-06-15T12:00:00Z'));
    expect(await database.knex('rate_limit_hits').pluck('key')).toEqual(['new']);
  });
});
