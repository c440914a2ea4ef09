import type { Logger } from 'pino';
import type { DeliverOutbox } from '../../domain/outbox/deliver-outbox';

export interface OutboxWorker {
  /** Look for work now (this instance committed outbox rows), not at the next poll. */
  wake(): void;
  /** Finishes the round in hand, then stops. */
  stop(): Promise<void>;
}

/** Rows per round: a round delivers them one after the other, so a crash leaves at most these to lease out again. */
export const OUTBOX_BATCH = 20;

/**
 * The outbox worker of one instance (decision 0042): rounds of DeliverOutbox, one at a time, back to back while rows
 * are due, then every `pollMs` or when woken. Every instance may run one: the queue's claim gives each row to one of
 * them. A round that fails (the database gone) is logged and tried at the next poll.
 */
export function startOutboxWorker(deliver: Pick<DeliverOutbox, 'run'>, options: { pollMs: number; logger: Logger }): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(round, ms);
    timer.unref();
  };

  function round(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = (async () => {
      let full = false;
      try {
        const done = await deliver.run(OUTBOX_BATCH);
        full = done.claimed === OUTBOX_BATCH;
        if (done.retried > 0 || done.dead > 0) options.logger.warn({ delivered: done.delivered, retried: done.retried, dead: done.dead }, 'outbox delivery failed for some rows');
        if (done.dead > 0) options.logger.error({ dead: done.dead }, 'outbox rows are dead: see npm run jobs');
      } catch (error) {
        options.logger.error({ err: error }, 'outbox round failed');
      } finally {
        running = undefined;
      }
      schedule(full || again ? 0 : options.pollMs);
    })();
  }

  schedule(0);
  return {
    wake() {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
