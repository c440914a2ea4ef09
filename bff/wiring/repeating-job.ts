import type { Logger } from 'pino';

export interface RepeatingJob {
  stop(): Promise<void>;
}

/**
 * Background work every `intervalSeconds` (0 = off, as in tests): one run at a time, a failure logged, never thrown.
 * `report` says what a run did worth logging (undefined: nothing).
 */
export function startRepeatingJob<R>(
  name: string,
  work: () => Promise<R>,
  options: { intervalSeconds: number; logger: Logger; report: (result: R) => Record<string, number> | undefined },
): RepeatingJob {
  const seconds = options.intervalSeconds;
  if (seconds <= 0) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .then((result) => {
        const facts = options.report(result);
        if (facts) options.logger.info(facts, name);
      })
      .catch((error: unknown) => options.logger.error({ err: error }, `${name} failed`))
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
