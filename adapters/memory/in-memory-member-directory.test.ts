import { describe } from 'vitest';
import { memberDirectoryContract } from '../../test/support/contracts/member-directory-contract';
import { CONTRACT_NOW } from '../../test/support/contracts/adapter-world';
import { FixedClock } from './fixed-clock';
import { InMemoryMemberAccounts } from './in-memory-member-accounts';
import { InMemoryMemberDirectory } from './in-memory-member-directory';
import { InMemorySessions } from './in-memory-sessions';
import { InMemoryStore } from './in-memory-store';

describe('InMemoryMemberDirectory', () => {
  memberDirectoryContract(async () => {
    const store = new InMemoryStore();
    return { members: new InMemoryMemberAccounts(store, new FixedClock(CONTRACT_NOW)), sessions: new InMemorySessions(store), directory: new InMemoryMemberDirectory(store) };
  });
});
