import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS } from '../../domain/realtime/presence';
import { memberId } from '../../domain/shared/ids';
import { redisUrlOrSkip } from '../../test/support/services';
import { RedisPresence } from './redis-presence';

const anna = memberId(1);
const bram = memberId(2);
const at = (ms: number) => new Date(Date.now() + ms);

describe.runIf(redisUrlOrSkip('RedisPresence'))('RedisPresence', () => {
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

  it('shows a member connected on one instance as online on the other, until her last connection closes', async () => {
    await one.connected(anna, 'one:1', at(0));
    await two.connected(anna, 'two:1', at(0));

    expect(await two.onlineAmong([anna, bram], at(0))).toEqual(new Set([anna]));
    await one.disconnected(anna, 'one:1');
    expect(await one.onlineAmong([anna], at(0))).toEqual(new Set([anna]));
    await two.disconnected(anna, 'two:1');
    expect(await one.onlineAmong([anna], at(0))).toEqual(new Set());
  });

  it('counts a connection without a heartbeat as gone once it expires', async () => {
    await one.connected(bram, 'one:2', at(0));

    expect(await two.onlineAmong([bram], at(PRESENCE_TTL_MS + 1))).toEqual(new Set());
    expect(await two.onlineAmong([], at(0))).toEqual(new Set());
  });
});
