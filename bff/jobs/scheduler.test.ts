import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock';
import type { Database } from '../../adapters/postgres/database';
import { PostgresJobSchedules } from '../../adapters/postgres/postgres-job-schedules';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import { startScheduler, type ScheduledJob } from './scheduler';

const AT = new Date('2025-06-15T12:00:00Z');
const logger = pino({ level: 'silent' });

describe.each(databaseKinds())('the job runner on %s', (kind) => {
  let database: Database;
  let clock: FixedClock;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.knex('job_schedules').delete();
    clock = new FixedClock(AT);
  });

  /** An instance of the app: its own runner over the shared schedules table. */
  const instance = (jobs: ScheduledJob[]) => startScheduler(jobs, { schedules: new PostgresJobSchedules(database.knex), clock, logger, tickSeconds: 10, autoStart: false });

  it('runs a schedule once per interval across three instances', async () => {
    const runs: string[] = [];
    const purge = (who: string): ScheduledJob => ({
      name: 'purge-deleted-accounts',
      intervalSeconds: 3600,
      run: async () => {
        runs.push(who);
        return 'purged 1';
      },
    });
    const instances = ['a', 'b', 'c'].map((who) => instance([purge(who)]));

    await Promise.all(instances.map((one) => one.tick()));
    expect(runs).toHaveLength(1);
    clock.advance(1800 * 1000);
    await Promise.all(instances.map((one) => one.tick()));
    expect(runs).toHaveLength(1);
    clock.advance(1800 * 1000);
    await Promise.all(instances.map((one) => one.tick()));
    expect(runs).toHaveLength(2);
    await Promise.all(instances.map((one) => one.stop()));
  });

  it('keeps what a run did and why a run failed, visible with the next run', async () => {
    let fail = true;
    const sweep: ScheduledJob = {
      name: 'sweep-unsettled-payments',
      intervalSeconds: 300,
      run: async () => {
        if (fail) throw new Error('gateway unreachable');
        return 'moved 2, failed 0';
      },
    };
    const runner = instance([sweep]);
    expect(await runner.tick()).toEqual(['sweep-unsettled-payments']);
    const schedules = new PostgresJobSchedules(database.knex);
    expect((await schedules.list())[0]).toMatchObject({ lastError: 'gateway unreachable', failuresInARow: 1, nextRunAt: new Date(AT.getTime() + 300_000) });

    fail = false;
    clock.advance(300_000);
    expect(await runner.tick()).toEqual(['sweep-unsettled-payments']);
    expect((await schedules.list())[0]).toMatchObject({ lastError: null, failuresInARow: 0, lastResult: 'moved 2, failed 0', runs: 2 });
    await runner.stop();
  });

  it('leaves a schedule with interval 0 off (as in tests)', async () => {
    let ran = false;
    const runner = instance([{ name: 'purge-deleted-accounts', intervalSeconds: 0, run: async () => void (ran = true) }]);
    expect(await runner.tick()).toEqual([]);
    expect(ran).toBe(false);
    expect(await new PostgresJobSchedules(database.knex).list()).toEqual([]);
    await runner.stop();
  });
});
