import type { Logger } from 'pino';
import type { PurgeDeletedAccounts } from '../../domain/accounts/purge-deleted-accounts';

/**
 * Background work of the accounts area: every `intervalSeconds` (0 = off, as in tests) the accounts past their
 * reactivation window are purged. Every instance may run it: the purge deletes by id, so two at once do no harm.
 */
export function startPurgeJob(purge: Pick<PurgeDeletedAccounts, 'run'>, options: { intervalSeconds: number; logger: Logger }): { stop(): Promise<void> } {
  const seconds = options.intervalSeconds;
  if (seconds <= 0) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = purge
      .run()
      .then((purged) => {
        if (purged > 0) options.logger.info({ purged }, 'purged deleted accounts');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'purging deleted accounts failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
