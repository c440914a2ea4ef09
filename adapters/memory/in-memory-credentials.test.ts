import { describe } from 'vitest';
import { credentialsContract } from '../../test/support/contracts/credentials-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryCredentials', () => {
  credentialsContract(memoryWorld);
});
