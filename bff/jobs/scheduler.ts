import type { Logger } from 'pino';
import type { JobSchedules } from '../../domain/jobs/job-schedules';
import type { Clock } from '../../domain/shared/clock';

/** A piece of scheduled work: what it did, in a line for the schedule's state (undefined: nothing worth saying). */
export interface ScheduledJob {
  readonly name: string;
  /** 0 turns the schedule off on this instance (tests). */
  readonly intervalSeconds: number;
  run(): Promise<string | undefined>;
}

export interface Scheduler {
  /** Runs every due schedule once now (tests and the command line); the result says which this instance ran. */
  tick(): Promise<string[]>;
  stop(): Promise<void>;
}

/** How long a claimed run holds its schedule: if the instance dies, another may run it after this. */
const RUN_LEASE_SECONDS = 15 * 60;

/**
 * The job runner (decision 0042): every instance asks every `tickSeconds` which schedules are due, and the shared
 * JobSchedules gives each due run to exactly one of them, so purges and sweeps run once per interval across the
 * cluster. The state (last run, next run, failures) is kept with the schedule: `npm run jobs` shows it.
 */
export function startScheduler(
  jobs: readonly ScheduledJob[],
  deps: { schedules: JobSchedules; clock: Clock; logger: Logger; tickSeconds: number; autoStart?: boolean },
): Scheduler {
  const active = jobs.filter((job) => job.intervalSeconds > 0);
  let registered: Promise<void> | undefined;
  const register = () =>
    (registered ??= (async () => {
      for (const job of active) await deps.schedules.register(job.name, job.intervalSeconds, deps.clock.now());
    })());

  let running: Promise<string[]> | undefined;
  const tick = (): Promise<string[]> =>
    (running ??= (async () => {
      const ran: string[] = [];
      try {
        await register();
        for (const job of active) {
          if (!(await deps.schedules.claim(job.name, deps.clock.now(), RUN_LEASE_SECONDS))) continue;
          ran.push(job.name);
          try {
            const result = await job.run();
            await deps.schedules.finished(job.name, result ?? 'nothing to do', deps.clock.now());
            if (result) deps.logger.info({ job: job.name, result }, 'scheduled job ran');
          } catch (error) {
            deps.logger.error({ err: error, job: job.name }, 'scheduled job failed');
            await deps.schedules.failed(job.name, error instanceof Error ? error.message.slice(0, 500) : String(error), deps.clock.now());
          }
        }
      } catch (error) {
        registered = undefined;
        deps.logger.error({ err: error }, 'job runner tick failed');
      }
      return ran;
    })().finally(() => {
      running = undefined;
    }));

  const timer = active.length > 0 && deps.autoStart !== false ? setInterval(() => void tick(), deps.tickSeconds * 1000) : undefined;
  timer?.unref();
  if (timer) void tick();
  return {
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
