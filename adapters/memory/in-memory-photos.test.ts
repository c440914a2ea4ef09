import { describe } from 'vitest';
import { photosContract } from '../../test/support/contracts/photos-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryPhotos', () => {
  photosContract(memoryWorld);
});
