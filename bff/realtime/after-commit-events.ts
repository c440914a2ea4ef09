import type { Logger } from 'pino';
import type { EventBus, LiveEvent, Unsubscribe } from '../../domain/realtime/live-event';
import type { MemberId } from '../../domain/shared/ids';

/**
 * The event bus as use cases see it (decision 0042). Use cases publish after their commit; a live event only
 * refreshes a screen (the 60 s poll and the next page load catch up), so a bus that fails then (Redis gone) is logged
 * and never turns a committed change into an error the member would retry. What must not be lost goes through the
 * outbox instead.
 */
export class AfterCommitEvents implements EventBus {
  constructor(private readonly bus: EventBus, private readonly logger: Logger) {}

  async publish(to: MemberId, event: LiveEvent): Promise<void> {
    try {
      await this.bus.publish(to, event);
    } catch (error) {
      this.logger.warn({ err: error, event: event.type }, 'live event not published; the member sees it at the next poll');
    }
  }

  subscribe(member: MemberId, handler: (event: LiveEvent) => void): Promise<Unsubscribe> {
    return this.bus.subscribe(member, handler);
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}
