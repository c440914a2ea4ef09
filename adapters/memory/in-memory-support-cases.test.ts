import { describe } from 'vitest';
import { supportCasesContract } from '../../test/support/contracts/support-cases-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemorySupportCases', () => {
  supportCasesContract(memoryWorld);
});
