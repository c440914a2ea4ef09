/**
 * `npm run jobs`: the state of the background work (decision 0042) — each schedule's last and next run and its
 * failures, the outbox's pending, delivered and dead rows. `-- --revive` sends the dead rows again.
 * On PostgreSQL (DATABASE_URL) while the app runs; on the embedded PGlite only while the app is stopped (one process
 * per data directory): a running embedded app answers the same at http://localhost:3000/internal/jobs.json.
 */
import { openDatabase } from '../../adapters/postgres/database';
import { PostgresJobSchedules } from '../../adapters/postgres/postgres-job-schedules';
import { PostgresOutboxQueue } from '../../adapters/postgres/postgres-outbox';
import { formatJobsReport, jobsReport } from '../../bff/jobs/jobs-report';

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
  try {
    const queue = new PostgresOutboxQueue(database.knex);
    if (process.argv.includes('--revive')) console.log(`Revived ${await queue.revive(new Date())} dead outbox rows: the workers send them again.`);
    console.log(formatJobsReport(await jobsReport({ schedules: new PostgresJobSchedules(database.knex), queue })));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
