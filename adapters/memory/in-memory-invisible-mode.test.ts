import { describe } from 'vitest';
import { invisibleModeContract } from '../../test/support/contracts/invisible-mode-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryInvisibleMode', () => {
  invisibleModeContract(memoryWorld);
});
