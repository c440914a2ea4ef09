import { describe } from 'vitest';
import { linkStoreContract } from '../../test/support/contracts/link-store-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryLinkStore', () => {
  linkStoreContract(memoryWorld);
});
