import { describe } from 'vitest';
import { memoryOperatorAdapters, operatorsContract } from '../../test/support/contracts/operators-contract';

describe('the in-memory back office (operators, sessions, audit trail)', () => {
  operatorsContract(memoryOperatorAdapters);
});
