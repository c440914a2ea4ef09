import { describe } from 'vitest';
import { transactionsContract } from '../../test/support/contracts/transactions-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryTransactions', () => {
  transactionsContract(memoryWorld);
});
