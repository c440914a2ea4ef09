import { describe } from 'vitest';
import { emailPreferencesContract } from '../../test/support/contracts/email-preferences-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryEmailPreferences', () => {
  emailPreferencesContract(memoryWorld);
});
