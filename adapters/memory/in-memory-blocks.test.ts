import { describe } from 'vitest';
import { blocksContract } from '../../test/support/contracts/blocks-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryBlocks', () => {
  blocksContract(memoryWorld);
});
