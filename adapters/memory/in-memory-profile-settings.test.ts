import { describe } from 'vitest';
import { profileSettingsContract } from '../../test/support/contracts/profile-settings-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryProfileSettings', () => {
  profileSettingsContract(memoryWorld);
});
