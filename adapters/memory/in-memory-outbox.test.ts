import { describe } from 'vitest';
import { outboxQueueContract } from '../../test/support/contracts/outbox-queue-contract';
import { FixedClock } from './fixed-clock';
import { InMemoryOutboxQueue } from './in-memory-outbox';

describe('InMemoryOutboxQueue', () => {
  outboxQueueContract(async () => new InMemoryOutboxQueue(new FixedClock(new Date('2025-06-15T12:00:00Z'))));
});
