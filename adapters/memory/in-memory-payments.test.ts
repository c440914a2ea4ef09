import { describe } from 'vitest';
import { paymentsContract } from '../../test/support/contracts/payments-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryPayments', () => {
  // Known differences from PostgreSQL, left to the adapter's owner (issue 22 §5): the unique indexes and the check on
  // payments, and the purge setting member_id null.
  paymentsContract(memoryWorld, ['one payment per id', 'one payment per provider reference', 'amounts within the list price', 'a purged member leaves her payments']);
});
