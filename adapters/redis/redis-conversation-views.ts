import { Redis } from 'ioredis';
import { readsConversation, VIEW_TTL_MS, type ConversationViews, type TabView } from '../../domain/notifications/conversation-views';
import type { ConversationId, MemberId } from '../../domain/shared/ids';

interface StoredView {
  readonly c: number | null;
  readonly v: boolean;
  /** Expiry, ms. */
  readonly e: number;
}

/**
 * The tabs' views shared by every instance with the same prefix (decision 0055, beside presence's hashes of decision
 * 0023): a hash per member, one field per connection holding what it shows, whether it is visible and when it expires.
 * The key expires with its newest view, so a crashed instance leaves nothing for long.
 */
export class RedisConversationViews implements ConversationViews {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'hartslag') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
  }

  private keyOf(member: MemberId): string {
    return `${this.prefix}:views:${member}`;
  }

  private async put(member: MemberId, connection: string, stored: StoredView): Promise<void> {
    const key = this.keyOf(member);
    await this.redis.multi().hset(key, connection, JSON.stringify(stored)).pexpire(key, VIEW_TTL_MS).exec();
  }

  async shows(member: MemberId, connection: string, view: TabView, now: Date): Promise<void> {
    await this.put(member, connection, { c: view.conversationId, v: view.visible, e: now.getTime() + VIEW_TTL_MS });
  }

  async refreshed(member: MemberId, connection: string, now: Date): Promise<void> {
    const current = await this.redis.hget(this.keyOf(member), connection);
    if (current) await this.put(member, connection, { ...(JSON.parse(current) as StoredView), e: now.getTime() + VIEW_TTL_MS });
  }

  async closed(member: MemberId, connection: string): Promise<void> {
    await this.redis.hdel(this.keyOf(member), connection);
  }

  async hideAll(member: MemberId, _now?: Date): Promise<void> {
    const key = this.keyOf(member);
    const all = await this.redis.hgetall(key);
    const hidden = Object.entries(all).flatMap(([connection, stored]) => [connection, JSON.stringify({ ...(JSON.parse(stored) as StoredView), v: false })]);
    if (hidden.length > 0) await this.redis.hset(key, ...hidden);
  }

  async isReading(member: MemberId, conversation: ConversationId, now: Date): Promise<boolean> {
    const all = Object.values(await this.redis.hgetall(this.keyOf(member))).map((stored) => JSON.parse(stored) as StoredView);
    return all.some((stored) => readsConversation({ conversationId: stored.c as ConversationId | null, visible: stored.v }, stored.e, conversation, now));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
