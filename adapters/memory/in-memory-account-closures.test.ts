import { describe } from 'vitest';
import { accountClosuresContract } from '../../test/support/contracts/account-closures-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryAccountClosures', () => {
  accountClosuresContract(memoryWorld);
});
