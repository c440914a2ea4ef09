import { describe } from 'vitest';
import { profilesContract } from '../../test/support/contracts/profiles-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryProfiles', () => {
  profilesContract(memoryWorld);
});
