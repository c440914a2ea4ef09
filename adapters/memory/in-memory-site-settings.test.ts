import { describe } from 'vitest';
import { siteSettingsContract } from '../../test/support/contracts/site-settings-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemorySiteSettings', () => {
  siteSettingsContract(memoryWorld);
});
