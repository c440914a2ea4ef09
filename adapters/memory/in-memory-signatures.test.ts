import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { signaturesContract } from '../../test/support/contracts/signatures-contract';
import { InMemorySignatures } from './in-memory-signatures';

describe('InMemorySignatures', () => {
  signaturesContract(async () => {
    const key = randomBytes(32);
    return { install: () => new InMemorySignatures(key), otherInstall: async () => new InMemorySignatures() };
  });
});
