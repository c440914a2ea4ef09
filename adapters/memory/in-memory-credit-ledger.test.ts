import { describe } from 'vitest';
import { creditLedgerContract } from '../../test/support/contracts/credit-ledger-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryCreditLedger', () => {
  creditLedgerContract(memoryWorld);
});
