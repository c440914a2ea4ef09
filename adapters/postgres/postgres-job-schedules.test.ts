import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { Database } from './database';
import { PostgresJobSchedules } from './postgres-job-schedules';

const AT = new Date('2025-06-15T12:00:00Z');
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

describe.each(databaseKinds())('job schedules on %s', (kind) => {
  let database: Database;
  let schedules: PostgresJobSchedules;
  const pools: Knex[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    schedules = new PostgresJobSchedules(database.knex);
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
    await database.close();
  });
  beforeEach(async () => {
    await database.knex('job_schedules').delete();
  });

  it('runs a new schedule at once, then once per interval', async () => {
    await schedules.register('purge', 3600, AT);
    expect(await schedules.claim('purge', AT, 900)).toBe(true);
    await schedules.finished('purge', 'purged 2', later(5));

    expect(await schedules.claim('purge', later(3599), 900)).toBe(false);
    expect(await schedules.claim('purge', later(3600), 900)).toBe(true);
    const [state] = await schedules.list();
    expect(state).toMatchObject({ name: 'purge', intervalSeconds: 3600, nextRunAt: later(7200), lastStartedAt: later(3600), runs: 2, lastResult: 'purged 2' });
  });

  it('gives a due run to exactly one of many instances asking at once', async () => {
    await schedules.register('sweep', 300, AT);
    const askers =
      kind === 'postgres'
        ? Array.from({ length: 8 }, () => {
            const pool = knexFactory({ client: 'pg', connection: (database.knex.client.config as Knex.Config).connection, pool: { min: 0, max: 1 } });
            pools.push(pool);
            return new PostgresJobSchedules(pool);
          })
        : Array.from({ length: 8 }, () => new PostgresJobSchedules(database.knex));
    const answers = await Promise.all(askers.map((asker) => asker.claim('sweep', later(1), 900)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('keeps a registered schedule when another instance registers it again, taking the new interval', async () => {
    await schedules.register('purge', 3600, AT);
    expect(await schedules.claim('purge', AT, 900)).toBe(true);
    await schedules.register('purge', 60, later(10));
    const [state] = await schedules.list();
    expect(state).toMatchObject({ intervalSeconds: 60, nextRunAt: later(3600), runs: 1 });
  });

  it('does not start a run while the last one still holds the schedule, unless its holder died (the lease passed)', async () => {
    await schedules.register('sweep', 60, AT);
    expect(await schedules.claim('sweep', AT, 900)).toBe(true);
    expect(await schedules.claim('sweep', later(120), 900), 'still running').toBe(false);
    expect(await schedules.claim('sweep', later(900), 900), 'the holder died').toBe(true);
  });

  it('counts failures in a row with the last error, and clears them after a good run', async () => {
    await schedules.register('sweep', 60, AT);
    await schedules.claim('sweep', AT, 900);
    await schedules.failed('sweep', 'gateway unreachable', later(1));
    await schedules.claim('sweep', later(60), 900);
    await schedules.failed('sweep', 'gateway unreachable', later(61));
    expect((await schedules.list())[0]).toMatchObject({ failuresInARow: 2, lastError: 'gateway unreachable', runningUntil: null, lastFinishedAt: later(61) });

    await schedules.claim('sweep', later(120), 900);
    await schedules.finished('sweep', 'moved 1, failed 0', later(121));
    expect((await schedules.list())[0]).toMatchObject({ failuresInARow: 0, lastError: null, lastResult: 'moved 1, failed 0' });
  });
});
