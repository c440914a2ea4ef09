import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { LocalConversationViews } from '../../domain/notifications/conversation-views';
import { conversationViewsContract } from '../../test/support/contracts/conversation-views-contract';
import { redisUrlOrSkip } from '../../test/support/services';
import { RedisConversationViews } from './redis-conversation-views';

describe('LocalConversationViews', () => {
  const views = new LocalConversationViews();
  conversationViewsContract(() => views);
});

describe.runIf(redisUrlOrSkip('RedisConversationViews'))('RedisConversationViews, two instances', () => {
  let one: RedisConversationViews;
  let two: RedisConversationViews;
  beforeAll(() => {
    const prefix = `test${randomBytes(4).toString('hex')}`;
    one = new RedisConversationViews(process.env.REDIS_URL!, prefix);
    two = new RedisConversationViews(process.env.REDIS_URL!, prefix);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  conversationViewsContract(
    () => one,
    () => two,
  );
});
