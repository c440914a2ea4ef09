import { describe } from 'vitest';
import { misplacedMediaContract } from '../../test/support/contracts/misplaced-media-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryMisplacedMedia', () => {
  misplacedMediaContract(memoryWorld);
});
