import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { LocalPresence } from '../../domain/realtime/local-presence';
import { presenceContract } from '../../test/support/contracts/presence-contract';
import { redisUrlOrSkip } from '../../test/support/services';
import { RedisPresence } from './redis-presence';

describe('LocalPresence', () => {
  const presence = new LocalPresence();
  presenceContract(() => presence);
});

describe.runIf(redisUrlOrSkip('RedisPresence'))('RedisPresence, two instances', () => {
  let one: RedisPresence;
  let two: RedisPresence;
  beforeAll(() => {
    const prefix = `test${randomBytes(4).toString('hex')}`;
    one = new RedisPresence(process.env.REDIS_URL!, prefix);
    two = new RedisPresence(process.env.REDIS_URL!, prefix);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  presenceContract(
    () => one,
    () => two,
  );
});
