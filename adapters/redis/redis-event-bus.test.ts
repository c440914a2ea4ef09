import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { LocalEventBus } from '../../domain/realtime/local-event-bus';
import { eventBusContract } from '../../test/support/contracts/event-bus-contract';
import { redisUrlOrSkip } from '../../test/support/services';
import { RedisEventBus } from './redis-event-bus';

describe('LocalEventBus', () => {
  const bus = new LocalEventBus();
  eventBusContract(() => bus);
});

describe.runIf(redisUrlOrSkip('RedisEventBus'))('RedisEventBus, two instances', () => {
  let one: RedisEventBus;
  let two: RedisEventBus;
  beforeAll(() => {
    const prefix = `test${randomBytes(4).toString('hex')}`;
    one = new RedisEventBus(process.env.REDIS_URL!, prefix);
    two = new RedisEventBus(process.env.REDIS_URL!, prefix);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  eventBusContract(
    () => one,
    () => two,
  );
});
