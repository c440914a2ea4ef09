import type { OutboxItem } from '../../domain/outbox/outbox';
import type { ReminderKey, ReminderScope, ReminderTransactions } from '../../domain/notifications/reminders';

const keyOf = (key: ReminderKey) => `${key.memberId}|${key.kind}|${key.key}`;

/**
 * The reminder log and its outbox in memory, with the transaction's all-or-nothing: what a failed run recorded and
 * queued is gone. Runs are one at a time, as in PostgreSQL a second run's insert of the same key waits for the first.
 */
export class InMemoryReminderTransactions implements ReminderTransactions {
  readonly recorded = new Map<string, { key: ReminderKey; at: Date; mailed: boolean }>();
  readonly queued: OutboxItem[] = [];
  private running: Promise<unknown> = Promise.resolve();

  run<T>(work: (scope: ReminderScope) => Promise<T>): Promise<T> {
    const next = this.running.then(() => this.runAlone(work));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async runAlone<T>(work: (scope: ReminderScope) => Promise<T>): Promise<T> {
    const recorded = new Map<string, { key: ReminderKey; at: Date; mailed: boolean }>();
    const queued: OutboxItem[] = [];
    const result = await work({
      log: {
        record: async (key, at, mailed) => {
          if (this.recorded.has(keyOf(key)) || recorded.has(keyOf(key))) return false;
          recorded.set(keyOf(key), { key, at, mailed });
          return true;
        },
      },
      outbox: { add: async (item) => void queued.push(item) },
    });
    for (const [id, entry] of recorded) this.recorded.set(id, entry);
    this.queued.push(...queued);
    return result;
  }

  /** The mails queued so far. */
  get mails() {
    return this.queued.flatMap((item) => (item.kind === 'mail' ? [item.mail] : []));
  }
}
