import { describe } from 'vitest';
import { discountCodesContract } from '../../test/support/contracts/discount-codes-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryDiscountCodes', () => {
  discountCodesContract(memoryWorld);
});
