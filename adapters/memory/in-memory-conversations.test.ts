import { describe } from 'vitest';
import { conversationsContract } from '../../test/support/contracts/conversations-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryConversations', () => {
  conversationsContract(memoryWorld);
});
