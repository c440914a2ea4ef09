import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, databaseKinds } from '../../test/support/test-databases';
import { rateLimiterContract } from '../../test/support/contracts/rate-limiter-contract';
import type { Database } from './database';
import { PostgresRateLimiter } from './postgres-rate-limiter';

describe.each(databaseKinds())('PostgresRateLimiter on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  rateLimiterContract(
    () => new PostgresRateLimiter(database.knex, 0),
    () => new PostgresRateLimiter(database.knex, 0),
  );

  it('prunes counters whose window has ended', async () => {
    const limiter = new PostgresRateLimiter(database.knex, 0);
    await database.knex('rate_limits').delete();
    await limiter.hit('old', 5, 60, new Date('2025-06-15T11:00:00Z'));
    await limiter.hit('new', 5, 3600, new Date('2025-06-15T12:00:00Z'));
    await limiter.prune(new Date('2025-06-15T12:00:30Z'));
    expect(await database.knex('rate_limits').pluck('key')).toEqual(['new']);
  });
});
