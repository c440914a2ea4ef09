import { describe } from 'vitest';
import { paymentsContract } from '../../test/support/contracts/payments-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryPayments', () => {
  paymentsContract(memoryWorld);
});
