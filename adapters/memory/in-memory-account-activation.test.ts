import { describe } from 'vitest';
import { accountActivationContract } from '../../test/support/contracts/account-activation-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryAccountActivation', () => {
  accountActivationContract(memoryWorld);
});
