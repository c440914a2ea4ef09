import { createHash, randomBytes } from 'node:crypto';
import { deepStrictEqual } from 'node:assert';
import os from 'node:os';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { migrationSource } from '../../migrations/index';
import { launch, type Target } from './target-process';

/**
 * GET /api/user.php on the real bff against a bare node:http + pg server doing the same queries.
 * See tools/bench/README.md. Knobs (env): BENCH_DATABASE_URL, BENCH_CONNECTIONS, BENCH_WARMUP_SECONDS,
 * BENCH_DURATION_SECONDS, BENCH_MEMBERS, BENCH_CPU_PROF_DIR (adds --cpu-prof to both servers); `--smoke` for CI.
 */

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Smoke mode (`--smoke` or BENCH_SMOKE=1): a second per target on tiny data, for CI: the benchmark cannot rot. */
const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const connections = number('BENCH_CONNECTIONS', smoke ? 2 : 20);
const warmupSeconds = number('BENCH_WARMUP_SECONDS', smoke ? 1 : 3);
const durationSeconds = Math.min(number('BENCH_DURATION_SECONDS', smoke ? 1 : 10), 120);
const memberCount = Math.min(number('BENCH_MEMBERS', smoke ? 20 : 1000), 100_000);
const cpuProfDir = process.env.BENCH_CPU_PROF_DIR;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const PASSWORD = 'een lang genoeg wachtwoord';

interface Measurement {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly total: number;
  readonly bodyBytes: number;
}

/** ~memberCount members with profiles and a live session each; returns the email of the one we log in as. */
async function seed(knex: Knex): Promise<string> {
  const passwordHash = await new Argon2PasswordHasher().hash(PASSWORD);
  const now = new Date();
  const interests = ['muziek', 'wandelen', 'koken', 'reizen', 'film', 'lezen', 'sport', 'fotografie'];
  const regions = ['Utrecht', 'Noord-Holland', 'Zuid-Holland', 'Gelderland', 'Noord-Brabant', 'Groningen'];
  for (let start = 0; start < memberCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, memberCount - start) }, (_, i) => start + i + 1);
    const ids = (await knex('members')
      .insert(
        batch.map((n) => ({
          email: `bench${n}@bench.example`,
          password_hash: passwordHash,
          status: 'active',
          credits: n % 50,
          free_messages: n % 3,
          paid_user: n % 4 === 0,
          signup_date: new Date(now.getTime() - n * 3_600_000),
          language: 'nl',
          fictional: false,
        })),
      )
      .returning('id')) as { id: string }[];
    await knex('profiles').insert(
      ids.map(({ id }, i) => {
        const n = batch[i];
        return {
          member_id: id,
          name: `Lid ${n}`,
          gender: n % 2 ? 'female' : 'male',
          sexuality: 'hetero',
          birth_date: `${1960 + (n % 45)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
          country: 'NL',
          region: regions[n % regions.length],
          city: 'Utrecht',
          reason: 'relatie',
          hair_colour: 'bruin',
          eye_colour: 'blauw',
          body_type: 'gemiddeld',
          relationship_status: 'single',
          tattoos: 'nee',
          interests: JSON.stringify(interests.slice(n % 4, (n % 4) + 3)),
          about: `Hallo, ik ben lid ${n}. Ik hou van lange wandelingen, goede koffie en een eerlijk gesprek. Laten we kennismaken!`,
          status: 'active',
          main_image: `avatar-${n}.webp`,
          main_image_thumb: `avatar-${n}-thumb.webp`,
          created_at: now,
        };
      }),
    );
    const expires = new Date(now.getTime() + 30 * 86_400_000);
    await knex('sessions').insert(
      ids.map(({ id }) => ({ token_digest: createHash('sha256').update(randomBytes(32)).digest('base64url'), member_id: id, expires_at: expires })),
    );
  }
  await knex.raw('analyze');
  return `bench${Math.ceil(memberCount / 2)}@bench.example`;
}

async function logIn(bff: Target, email: string): Promise<string> {
  const response = await fetch(`${bff.url}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('hs_session='));
  if (!cookie) throw new Error('login set no hs_session cookie');
  return cookie;
}

async function fetchUser(target: Target, cookie: string): Promise<{ body: unknown; bytes: number }> {
  const response = await fetch(`${target.url}/api/user.php`, { headers: { cookie } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.name}: GET /api/user.php answered ${response.status}: ${text}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

async function load(target: Target, cookie: string, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({ url: `${target.url}/api/user.php`, headers: { cookie }, connections, duration: seconds });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${target.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`);
  }
  return result;
}

async function measure(target: Target, cookie: string, bodyBytes: number): Promise<Measurement> {
  process.stdout.write(`  ${target.name}: ${warmupSeconds} s warm-up… `);
  await load(target, cookie, warmupSeconds);
  process.stdout.write(`${durationSeconds} s measured… `);
  const result = await load(target, cookie, durationSeconds);
  console.log('done');
  return { name: target.name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, bodyBytes };
}

function report(rows: Measurement[], serverVersion: string): void {
  const [bff, baseline] = rows;
  const cpus = os.cpus();
  console.log('');
  console.log(`machine:    ${cpus.length} × ${cpus[0]?.model ?? 'unknown cpu'}, ${os.platform()} ${os.release()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);
  console.log(`node:       ${process.version}`);
  console.log(`postgres:   ${serverVersion}`);
  console.log(`load:       autocannon, ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s measured, ${memberCount} members, 1 session cookie`);
  console.log('');
  const header = ['server', 'req/s (avg)', 'p50 ms', 'p99 ms', 'requests', 'body bytes'];
  const table = rows.map((r) => [r.name, r.requestsPerSecond.toFixed(0), String(r.p50), String(r.p99), String(r.total), String(r.bodyBytes)]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  console.log('');
  console.log(`bff / baseline throughput: ${(bff.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
}

async function main(): Promise<void> {
  const admin = new URL(adminUrl);
  if (!LOOPBACK.has(admin.hostname)) throw new Error(`BENCH_DATABASE_URL must point at a loopback host, not ${admin.hostname}`);
  const name = `hartslag_bench_${randomBytes(6).toString('hex')}`;
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${name}`;

  const adminClient = new pg.Client({ connectionString: adminUrl });
  await adminClient.connect();
  let knex: Knex | undefined;
  const targets: Target[] = [];
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await Promise.allSettled(targets.map((target) => target.stop()));
      await knex?.destroy();
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    })());
  const interrupted = () => {
    console.error('\ninterrupted, cleaning up…');
    cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const serverVersion = (await adminClient.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    await adminClient.query(`create database ${name}`);
    console.log(`database ${name}: migrating and seeding ${memberCount} members…`);
    knex = knexFactory({ client: 'pg', connection: benchUrl.toString(), pool: { min: 0, max: 2 } });
    await knex.migrate.latest({ migrationSource });
    const email = await seed(knex);

    const env = { BENCH_TARGET_DATABASE_URL: benchUrl.toString() };
    const options = { cpuProfDir };
    const bff = await launch('bff', './bff-target.ts', env, options);
    targets.push(bff);
    const baseline = await launch('baseline', './baseline-target.ts', env, options);
    targets.push(baseline);

    const cookie = await logIn(bff, email);
    const fromBff = await fetchUser(bff, cookie);
    const fromBaseline = await fetchUser(baseline, cookie);
    deepStrictEqual(fromBaseline.body, fromBff.body, 'the baseline must answer exactly what the bff answers');

    console.log(`benchmarking GET /api/user.php (bff pid ${bff.pid}, baseline pid ${baseline.pid})`);
    const rows = [await measure(bff, cookie, fromBff.bytes), await measure(baseline, cookie, fromBaseline.bytes)];
    report(rows, serverVersion);
    if (cpuProfDir) console.log(`\nCPU profiles are written to ${cpuProfDir} when the servers stop.`);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
