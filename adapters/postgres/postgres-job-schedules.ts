import type { Knex } from 'knex';
import type { JobSchedules, ScheduleState } from '../../domain/jobs/job-schedules';

interface ScheduleRow {
  name: string;
  interval_seconds: number;
  next_run_at: Date;
  running_until: Date | null;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_result: string | null;
  last_error: string | null;
  failures_in_a_row: number;
  runs: number;
}

const dateOrNull = (value: Date | null) => (value ? new Date(value) : null);

/** Schedules in the job_schedules table: a run is claimed by one conditional UPDATE, so one instance wins it. */
export class PostgresJobSchedules implements JobSchedules {
  constructor(private readonly db: Knex) {}

  async register(name: string, intervalSeconds: number, now: Date): Promise<void> {
    await this.db('job_schedules')
      .insert({ name, interval_seconds: intervalSeconds, next_run_at: now })
      .onConflict('name')
      .merge(['interval_seconds']);
  }

  async claim(name: string, now: Date, leaseSeconds: number): Promise<boolean> {
    const { rows } = (await this.db.raw(
      `update job_schedules
       set next_run_at = ?::timestamptz + make_interval(secs => interval_seconds),
           running_until = ?, last_started_at = ?, runs = runs + 1
       where name = ? and next_run_at <= ? and (running_until is null or running_until <= ?)
       returning name`,
      [now, new Date(now.getTime() + leaseSeconds * 1000), now, name, now, now],
    )) as { rows: { name: string }[] };
    return rows.length === 1;
  }

  async finished(name: string, result: string, now: Date): Promise<void> {
    await this.db('job_schedules').where({ name }).update({ running_until: null, last_finished_at: now, last_result: result, last_error: null, failures_in_a_row: 0 });
  }

  async failed(name: string, error: string, now: Date): Promise<void> {
    await this.db('job_schedules')
      .where({ name })
      .update({ running_until: null, last_finished_at: now, last_error: error, failures_in_a_row: this.db.raw('failures_in_a_row + 1') });
  }

  async list(): Promise<ScheduleState[]> {
    const rows = (await this.db('job_schedules').orderBy('name')) as ScheduleRow[];
    return rows.map((row) => ({
      name: row.name,
      intervalSeconds: row.interval_seconds,
      nextRunAt: new Date(row.next_run_at),
      lastStartedAt: dateOrNull(row.last_started_at),
      lastFinishedAt: dateOrNull(row.last_finished_at),
      lastResult: row.last_result,
      lastError: row.last_error,
      failuresInARow: row.failures_in_a_row,
      runs: row.runs,
      runningUntil: dateOrNull(row.running_until),
    }));
  }
}
