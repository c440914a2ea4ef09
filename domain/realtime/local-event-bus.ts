import type { EventBus, LiveEvent, Unsubscribe } from './live-event';
import type { MemberId } from '../shared/ids';

type Handler = (event: LiveEvent) => void;

/** Events within one process: the embedded default, and each instance's delivery to its own sockets. */
export class LocalEventBus implements EventBus {
  private readonly handlers = new Map<MemberId, Set<Handler>>();

  async publish(to: MemberId, event: LiveEvent): Promise<void> {
    for (const handler of this.handlers.get(to) ?? []) handler(event);
  }

  async subscribe(member: MemberId, handler: Handler): Promise<Unsubscribe> {
    const set = this.handlers.get(member) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(member, set);
    return async () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(member);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
