import { describe } from 'vitest';
import { rateLimiterContract } from '../../test/support/contracts/rate-limiter-contract';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';

describe('InMemoryRateLimiter', () => {
  const limiter = new InMemoryRateLimiter();
  rateLimiterContract(() => limiter);
});
