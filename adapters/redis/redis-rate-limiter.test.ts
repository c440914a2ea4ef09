import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { rateLimiterContract } from '../../test/support/contracts/rate-limiter-contract';
import { redisUrlOrSkip } from '../../test/support/services';
import { RedisRateLimiter } from './redis-rate-limiter';

describe.runIf(redisUrlOrSkip('RedisRateLimiter'))('RedisRateLimiter', () => {
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

  rateLimiterContract(
    () => limiter,
    () => other,
  );
});
