import type { JobSchedules, ScheduleState } from '../../domain/jobs/job-schedules';
import type { OutboxCounts, OutboxQueue, OutboxRecord } from '../../domain/outbox/outbox';

/** What the operator sees of the background work: each schedule's state, the outbox's counts and its dead rows. */
export interface JobsReport {
  readonly schedules: readonly ScheduleState[];
  readonly outbox: OutboxCounts & { readonly deadRows: readonly OutboxRecord[] };
}

/** The report; a dead row shows its kind, attempts and last error, never its recipient or content. */
export async function jobsReport(deps: { schedules: JobSchedules; queue: OutboxQueue }): Promise<JobsReport> {
  const [schedules, counts, deadRows] = await Promise.all([deps.schedules.list(), deps.queue.counts(), deps.queue.list('dead', 20)]);
  return { schedules, outbox: { ...counts, deadRows } };
}

const when = (date: Date | null) => (date ? date.toISOString().replace('.000Z', 'Z') : '—');

/** The report as lines of text, for `npm run jobs`. */
export function formatJobsReport(report: JobsReport): string {
  const lines = ['Schedules (one run per interval across all instances):'];
  if (report.schedules.length === 0) lines.push('  none registered yet (an instance registers them when it starts)');
  for (const s of report.schedules) {
    lines.push(
      `  ${s.name}: every ${s.intervalSeconds} s; last run ${when(s.lastStartedAt)} → ${s.lastError ? `FAILED (${s.failuresInARow} in a row): ${s.lastError}` : (s.lastResult ?? '—')}; next run ${when(s.nextRunAt)}; ${s.runs} runs${s.runningUntil ? `; running (held until ${when(s.runningUntil)})` : ''}`,
    );
  }
  const { outbox } = report;
  lines.push(`Outbox: ${outbox.pending} pending, ${outbox.delivered} delivered, ${outbox.dead} dead`);
  for (const row of outbox.deadRows) lines.push(`  dead #${row.id} ${row.kind}, ${row.attempts} attempts, since ${when(row.createdAt)}: ${row.lastError ?? '—'}`);
  if (outbox.dead > 0) lines.push('  `npm run jobs -- --revive` sends the dead rows again once their cause is fixed.');
  return lines.join('\n');
}
