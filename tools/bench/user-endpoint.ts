import { createBenchDatabase, knob, loadSettings, memberEmail, runBenchmark, seedMembers, smoke, targetsStoppedOn } from './common';
import { compareWithBaseline } from './endpoint-comparison';

/**
 * GET /api/user.php on the real bff against a bare node:http + pg server doing the same queries.
 * See tools/bench/README.md. Knobs (env): BENCH_DATABASE_URL, BENCH_CONNECTIONS, BENCH_WARMUP_SECONDS,
 * BENCH_DURATION_SECONDS, BENCH_MEMBERS, BENCH_CPU_PROF_DIR (adds --cpu-prof to both servers); `--smoke` for CI.
 */
const settings = loadSettings({ connections: 20, warmupSeconds: 3, durationSeconds: 10 });
const memberCount = knob('BENCH_MEMBERS', smoke ? 20 : 1000, { max: 100_000 });

runBenchmark(async (onCleanup) => {
  const database = await createBenchDatabase(onCleanup);
  console.log(`database ${database.name}: seeding ${memberCount} members…`);
  await seedMembers(database.knex, memberCount);
  await database.knex.raw('analyze');
  const targets = targetsStoppedOn(onCleanup);
  await compareWithBaseline({
    database,
    targets,
    path: '/api/user.php',
    email: memberEmail(Math.ceil(memberCount / 2)),
    settings,
    load: `${memberCount} members, 1 session cookie`,
  });
});
