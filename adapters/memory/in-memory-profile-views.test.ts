import { describe } from 'vitest';
import { profileViewsContract } from '../../test/support/contracts/profile-views-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryProfileViews', () => {
  profileViewsContract(memoryWorld);
});
