import type { Knex } from 'knex';
import type { RateLimiter } from '../../domain/shared/rate-limiter';
import { PostgresRateLimiter } from '../../adapters/postgres/postgres-rate-limiter';
import { RedisRateLimiter } from '../../adapters/redis/redis-rate-limiter';
import type { Config } from '../config';

export type ClosableRateLimiter = RateLimiter & { close(): Promise<void> };

/**
 * Redis when REDIS_URL is set, so limits span instances; otherwise the database, which every instance
 * shares too (PGlite has one instance). The in-memory limiter is for unit tests only: a restart would forget a lockout.
 */
export function createRateLimiter(config: Config, knex: Knex): ClosableRateLimiter {
  if (config.redisUrl) return new RedisRateLimiter(config.redisUrl, config.redisPrefix);
  const limiter = new PostgresRateLimiter(knex);
  return Object.assign(limiter, { close: async () => {} });
}
