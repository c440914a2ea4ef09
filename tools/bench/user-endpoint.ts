import { deepStrictEqual } from 'node:assert';
import {
  cpuProfDir,
  createBenchDatabase,
  getText,
  knob,
  loadLine,
  loadSettings,
  logIn,
  measure,
  memberEmail,
  printMachine,
  printMeasurements,
  queriesDuring,
  runBenchmark,
  seedMembers,
  smoke,
  targetsStoppedOn,
  verbose,
} from './common';
import { launch } from './target-process';

/**
 * GET /api/user.php on the real bff against a bare node:http + pg server doing the same queries.
 * See tools/bench/README.md. Knobs (env): BENCH_DATABASE_URL, BENCH_CONNECTIONS, BENCH_WARMUP_SECONDS,
 * BENCH_DURATION_SECONDS, BENCH_MEMBERS, BENCH_CPU_PROF_DIR (adds --cpu-prof to both servers); `--smoke` for CI.
 */
const settings = loadSettings({ connections: 20, warmupSeconds: 3, durationSeconds: 10 });
const memberCount = knob('BENCH_MEMBERS', smoke ? 20 : 1000, { max: 100_000 });
const PATH = '/api/user.php';

/** The settings are read again every minute by the bff, once by the baseline: not part of a request's work. */
const perRequest = (queries: readonly string[]) => queries.filter((sql) => !/\bfrom "?settings"?\b/.test(sql));

runBenchmark(async (onCleanup) => {
  const database = await createBenchDatabase(onCleanup);
  console.log(`database ${database.name}: seeding ${memberCount} members…`);
  await seedMembers(database.knex, memberCount);
  await database.knex.raw('analyze');
  const email = memberEmail(Math.ceil(memberCount / 2));

  const targets = targetsStoppedOn(onCleanup);
  const env = { BENCH_TARGET_DATABASE_URL: database.url };
  const bff = await launch('bff', './bff-target.ts', env, { cpuProfDir });
  targets.push(bff);
  const baseline = await launch('baseline', './baseline-target.ts', env, { cpuProfDir });
  targets.push(baseline);

  const cookie = await logIn(bff, email);
  const headers = { cookie };
  let fromBff = '';
  let fromBaseline = '';
  const bffQueries = await queriesDuring(bff, async () => (fromBff = await getText(bff, PATH, headers)));
  const baselineQueries = await queriesDuring(baseline, async () => (fromBaseline = await getText(baseline, PATH, headers)));
  if (fromBaseline !== fromBff) {
    deepStrictEqual(JSON.parse(fromBaseline), JSON.parse(fromBff), 'the baseline must answer exactly what the bff answers');
    throw new Error(`the baseline answers the same values as the bff but not the same text:\n  bff:      ${fromBff}\n  baseline: ${fromBaseline}`);
  }
  deepStrictEqual(perRequest(baselineQueries ?? []), perRequest(bffQueries ?? []), 'the baseline must send exactly the SQL the bff sends');
  if (verbose) for (const sql of bffQueries ?? []) console.log(`  sql: ${sql}`);
  console.log(`same body (${Buffer.byteLength(fromBff)} bytes) and the same ${perRequest(bffQueries ?? []).length} SQL statements per request on both`);

  console.log(`benchmarking GET ${PATH} (bff pid ${bff.pid}, baseline pid ${baseline.pid})`);
  const rows = [
    await measure(bff, { path: PATH, headers, bodyBytes: Buffer.byteLength(fromBff) }, settings),
    await measure(baseline, { path: PATH, headers, bodyBytes: Buffer.byteLength(fromBaseline) }, settings),
  ];
  printMachine({ postgres: database.serverVersion, load: loadLine(settings, `${memberCount} members, 1 session cookie`) });
  printMeasurements(rows);
  console.log(`bff / baseline throughput: ${(rows[0].requestsPerSecond / rows[1].requestsPerSecond).toFixed(2)}`);
  if (cpuProfDir) console.log(`\nCPU profiles are written to ${cpuProfDir} when the servers stop.`);
});
