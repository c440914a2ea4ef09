import { describe } from 'vitest';
import { idempotencyKeysContract } from '../../test/support/contracts/idempotency-keys-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryIdempotencyKeys', () => {
  idempotencyKeysContract(memoryWorld);
});
