import { describe } from 'vitest';
import { memoryWorld } from '../../test/support/contracts/memory-world';
import { moderationContract } from '../../test/support/contracts/moderation-contract';

describe('the in-memory report queue and suspensions', () => {
  moderationContract(memoryWorld);
});
