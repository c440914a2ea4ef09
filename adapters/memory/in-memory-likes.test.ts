import { describe } from 'vitest';
import { likesContract } from '../../test/support/contracts/likes-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryLikes', () => {
  likesContract(memoryWorld);
});
