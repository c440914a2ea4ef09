import { describe } from 'vitest';
import { sessionsContract } from '../../test/support/contracts/sessions-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemorySessions', () => {
  sessionsContract(memoryWorld);
});
