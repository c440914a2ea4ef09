import { describe } from 'vitest';
import { discountCodesContract } from '../../test/support/contracts/discount-codes-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryDiscountCodes', () => {
  // A known difference from PostgreSQL, left to the adapter's owner (issue 22 §5): the purge keeps the member's holds.
  discountCodesContract(memoryWorld, ['a purged member’s holds go with her']);
});
