import { describe } from 'vitest';
import { memberId } from '../../domain/shared/ids';
import { discountRedemptionsContract } from '../../test/support/discount-redemptions-contract';
import { FixedClock } from './fixed-clock';
import { InMemoryDiscountCodes } from './in-memory-discount-codes';
import { InMemoryStore } from './in-memory-store';
import { InMemoryTransactions } from './in-memory-transactions';

describe('InMemoryDiscountRedemptions', () => {
  const store = new InMemoryStore();
  const transactions = new InMemoryTransactions(store, new FixedClock(new Date('2026-11-27T10:00:00Z')));
  const codes = new InMemoryDiscountCodes(store);
  let members = 0;
  // The redemptions name a member by id only: no member row is needed in memory.
  discountRedemptionsContract(() => ({ transactions, codes, newMember: async () => memberId((members += 1)) }));
});
