import { describe } from 'vitest';
import { developmentMailboxContract } from '../../test/support/contracts/development-mailbox-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryMailOutbox and CapturingSmsSender', () => {
  developmentMailboxContract(memoryWorld);
});
