import { describe } from 'vitest';
import { memberAccountsContract } from '../../test/support/contracts/member-accounts-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryMemberAccounts', () => {
  memberAccountsContract(memoryWorld);
});
