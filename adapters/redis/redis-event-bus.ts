import { Redis } from 'ioredis';
import type { EventBus, LiveEvent, Unsubscribe } from '../../domain/realtime/live-event';
import type { MemberId } from '../../domain/shared/ids';
import { LocalEventBus } from '../../domain/realtime/local-event-bus';

/**
 * Events across bff instances over Redis pub/sub: one channel per member, subscribed while that member has
 * a socket on this instance; delivery to local sockets goes through an in-memory bus.
 */
/** Events travel as JSON: the times in them come back as Dates. */
const reviveDates = (key: string, value: unknown): unknown => (key === 'sentAt' && typeof value === 'string' ? new Date(value) : value);

export class RedisEventBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new LocalEventBus();
  private readonly listeners = new Map<MemberId, number>();

  /** @param prefix names the install: instances that share it share events. */
  constructor(url: string, private readonly prefix = 'hartslag') {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    // Named, so an operator (and a test) can tell this install's subscriber connections apart in CLIENT LIST.
    this.subscriber = new Redis(url, { lazyConnect: false, connectionName: `${prefix}-events` });
    this.subscriber.on('message', (channel: string, payload: string) => {
      const member = Number(channel.slice(channel.lastIndexOf(':') + 1)) as MemberId;
      void this.local.publish(member, JSON.parse(payload, reviveDates) as LiveEvent);
    });
  }

  async publish(to: MemberId, event: LiveEvent): Promise<void> {
    await this.publisher.publish(this.channelFor(to), JSON.stringify(event));
  }

  async subscribe(member: MemberId, handler: (event: LiveEvent) => void): Promise<Unsubscribe> {
    const count = this.listeners.get(member) ?? 0;
    this.listeners.set(member, count + 1);
    if (count === 0) await this.subscriber.subscribe(this.channelFor(member));
    const unsubscribeLocal = await this.local.subscribe(member, handler);
    return async () => {
      await unsubscribeLocal();
      const left = (this.listeners.get(member) ?? 1) - 1;
      if (left > 0) this.listeners.set(member, left);
      else {
        this.listeners.delete(member);
        await this.subscriber.unsubscribe(this.channelFor(member));
      }
    };
  }

  private channelFor(member: MemberId): string {
    return `${this.prefix}:live:${member}`;
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit(), this.subscriber.quit()]);
  }
}
