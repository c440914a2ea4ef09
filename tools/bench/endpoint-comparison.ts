import { deepStrictEqual } from 'node:assert';
import {
  cpuProfDir,
  getText,
  loadLine,
  type LoadSettings,
  logIn,
  printMachine,
  printMeasurements,
  queriesDuring,
  verbose,
  type BenchDatabase,
} from './common';
import { measureWithCpu } from './cpu-per-request';
import { launch, type Target } from './target-process';

/** The settings are read again every minute by the bff, once by the baseline: not part of a request's work. */
const perRequest = (queries: readonly string[]) => queries.filter((sql) => !/\bfrom "?settings"?\b/.test(sql));

/**
 * One GET on the real bff against the bare node:http + pg baseline (baseline-target.ts) on the same seeded database:
 * first proves both answer the same body with the same SQL, then loads each with autocannon and prints both and the
 * ratio of their throughputs. `targets` collects the servers so the caller's cleanup stops them.
 */
export async function compareWithBaseline(options: {
  readonly database: BenchDatabase;
  readonly targets: Target[];
  readonly path: string;
  readonly email: string;
  readonly settings: LoadSettings;
  readonly load: string;
}): Promise<{ ratio: number; bffP99: number }> {
  const { database, targets, path, settings } = options;
  const env = { BENCH_TARGET_DATABASE_URL: database.url };
  const bff = await launch('bff', './bff-target.ts', env, { cpuProfDir });
  targets.push(bff);
  const baseline = await launch('baseline', './baseline-target.ts', env, { cpuProfDir });
  targets.push(baseline);

  const headers = { cookie: await logIn(bff, options.email) };
  let fromBff = '';
  let fromBaseline = '';
  const bffQueries = await queriesDuring(bff, async () => (fromBff = await getText(bff, path, headers)));
  if (verbose) for (const sql of bffQueries ?? []) console.log(`  sql: ${sql}`);
  const baselineQueries = await queriesDuring(baseline, async () => (fromBaseline = await getText(baseline, path, headers)));
  if (fromBaseline !== fromBff) {
    deepStrictEqual(JSON.parse(fromBaseline), JSON.parse(fromBff), 'the baseline must answer exactly what the bff answers');
    throw new Error(`the baseline answers the same values as the bff but not the same text:\n  bff:      ${fromBff}\n  baseline: ${fromBaseline}`);
  }
  deepStrictEqual(perRequest(baselineQueries ?? []), perRequest(bffQueries ?? []), 'the baseline must send exactly the SQL the bff sends');
  console.log(`same body (${Buffer.byteLength(fromBff)} bytes) and the same ${perRequest(bffQueries ?? []).length} SQL statements per request on both`);

  console.log(`benchmarking GET ${path} (bff pid ${bff.pid}, baseline pid ${baseline.pid})`);
  const measured = [
    await measureWithCpu(bff, { path, headers, bodyBytes: Buffer.byteLength(fromBff) }, settings),
    await measureWithCpu(baseline, { path, headers, bodyBytes: Buffer.byteLength(fromBaseline) }, settings),
  ];
  const rows = measured.map((m) => m.row);
  printMachine({ postgres: database.serverVersion, load: loadLine(settings, options.load) });
  printMeasurements(rows);
  const ratio = rows[0]!.requestsPerSecond / rows[1]!.requestsPerSecond;
  console.log(`bff / baseline throughput: ${ratio.toFixed(2)}`);
  const [bffCpu, baselineCpu] = measured.map((m) => m.cpuMsPerRequest);
  if (bffCpu !== undefined && baselineCpu !== undefined) {
    console.log(
      `CPU per request (the server's own process, measured seconds; PostgreSQL's not counted): bff ${bffCpu.toFixed(3)} ms, ` +
        `baseline ${baselineCpu.toFixed(3)} ms; baseline / bff ${(baselineCpu / bffCpu).toFixed(2)}`,
    );
  }
  if (cpuProfDir) console.log(`\nCPU profiles are written to ${cpuProfDir} when the servers stop.`);
  return { ratio, bffP99: rows[0]!.p99 };
}
