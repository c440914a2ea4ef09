import { Redis } from 'ioredis';
import { PRESENCE_TTL_MS, type Presence } from '../../domain/realtime/presence';
import type { MemberId } from '../../domain/shared/ids';

/**
 * Presence shared by every instance with the same prefix: a hash per member, one field per connection holding when it
 * expires (ms). The key itself expires with its newest connection, so a crashed instance leaves nothing for long.
 */
export class RedisPresence implements Presence {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'hartslag') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
  }

  private keyOf(member: MemberId): string {
    return `${this.prefix}:presence:${member}`;
  }

  async connected(member: MemberId, connection: string, now: Date): Promise<void> {
    const key = this.keyOf(member);
    await this.redis.multi().hset(key, connection, String(now.getTime() + PRESENCE_TTL_MS)).pexpire(key, PRESENCE_TTL_MS).exec();
  }

  async refreshed(member: MemberId, connection: string, now: Date): Promise<void> {
    await this.connected(member, connection, now);
  }

  async disconnected(member: MemberId, connection: string): Promise<void> {
    await this.redis.hdel(this.keyOf(member), connection);
  }

  async onlineAmong(members: readonly MemberId[], now: Date): Promise<ReadonlySet<MemberId>> {
    if (members.length === 0) return new Set();
    const pipeline = this.redis.pipeline();
    for (const member of members) pipeline.hvals(this.keyOf(member));
    const answers = (await pipeline.exec()) ?? [];
    const at = now.getTime();
    return new Set(members.filter((_member, i) => ((answers[i]?.[1] as string[] | undefined) ?? []).some((expires) => Number(expires) > at)));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
