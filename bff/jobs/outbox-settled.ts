import { setTimeout as sleep } from 'node:timers/promises';
import type { OutboxQueue } from '../../domain/outbox/outbox';

/**
 * Waits until the outbox holds nothing pending (every row delivered or dead), at most `timeoutMs`; true when it did.
 * For the development mailbox and tests, which read what a use case queued only once the worker delivered it.
 */
export async function outboxSettled(queue: Pick<OutboxQueue, 'counts'>, timeoutMs = 5000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if ((await queue.counts()).pending === 0) return true;
    if (Date.now() >= until) return false;
    await sleep(20);
  }
}
