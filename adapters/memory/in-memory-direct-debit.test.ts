import { describe } from 'vitest';
import { directDebitContract } from '../../test/support/contracts/direct-debit-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryDirectDebit', () => {
  directDebitContract(memoryWorld);
});
