import { createBenchDatabase, knob, printMachine, printTable, runBenchmark, seedPairedMembers, smoke } from './common';
import { runSendFloor, STATEMENTS_PER_SEND } from './send-floor-run';

/**
 * The database's floor under issue 11's live-chat goal (`npm run bench:send-floor`): PostgreSQL alone, driven by
 * pgbench, runs the statements of one send of `POST /api/messages.php` — the same ones, in the same order and the
 * same transaction, as the bff sends them (send-floor-run.ts takes the adapter's own SQL) — at BENCH_RATE sends a
 * second (500; smoke 20) for BENCH_DURATION_SECONDS (30; smoke 1) over BENCH_CLIENTS connections (20: the two
 * instances' pools). No Node, no HTTP, no Redis, no sockets: whatever p99 this gives, the whole send cannot beat it on
 * this machine. `npm run bench:live` runs it too, after its own run, and prints the ratio.
 */
const memberCount = knob('BENCH_LIVE_MEMBERS', smoke ? 40 : 2000, { min: 4, max: 10_000 }) & ~1;
const rate = knob('BENCH_RATE', smoke ? 20 : 500, { max: 5000 });
const seconds = knob('BENCH_DURATION_SECONDS', smoke ? 1 : 30, { max: 120 });
const clients = knob('BENCH_CLIENTS', smoke ? 2 : 20, { max: 200 });

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

runBenchmark(async (onCleanup) => {
  const database = await createBenchDatabase(onCleanup);
  console.log(`database ${database.name}: seeding ${memberCount} members, each with a conversation with a partner…`);
  await seedPairedMembers(database.knex, memberCount, 100_000);
  console.log(`pgbench: ${rate} sends a second over ${clients} connections for ${seconds} s, ${STATEMENTS_PER_SEND} statements each…`);
  const floor = await runSendFloor(database, memberCount, { rate, seconds, clients });
  printMachine({
    postgres: database.serverVersion,
    load: `pgbench, ${rate}/s planned over ${clients} connections for ${seconds} s, ${STATEMENTS_PER_SEND} statements a send (+ BEGIN, COMMIT)${smoke ? ' (smoke)' : ''}`,
  });
  printTable(
    ['sends', 'a second', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [[String(floor.sends), floor.perSecond.toFixed(0), ...[50, 95, 99, 100].map((p) => percentile(floor.latencies, p).toFixed(1))]],
  );
});
