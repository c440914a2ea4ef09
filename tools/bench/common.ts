import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { migrationSource } from '../../migrations/index';
import { repoRoot, type Target } from './target-process';

/** What the benchmarks in tools/bench share: knobs, the throw-away database, seeding, load, the table. */

/** Smoke mode (`--smoke` or BENCH_SMOKE=1): about a second per target on tiny data, for CI, so a benchmark cannot rot. */
export const smoke = process.argv.includes('--smoke') || ['1', 'true', 'yes'].includes(process.env.BENCH_SMOKE ?? '');

/** A numeric knob from the environment; `min` 0 allows turning a phase off (BENCH_WARMUP_SECONDS=0). */
export function knob(name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, not "${raw}"`);
  return Math.min(value, max);
}

/** The load every benchmark puts on its targets, from BENCH_CONNECTIONS, BENCH_WARMUP_SECONDS, BENCH_DURATION_SECONDS. */
export interface LoadSettings {
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
}

export function loadSettings(full: LoadSettings): LoadSettings {
  return {
    connections: knob('BENCH_CONNECTIONS', smoke ? 2 : full.connections),
    warmupSeconds: knob('BENCH_WARMUP_SECONDS', smoke ? 0 : full.warmupSeconds, { min: 0 }),
    durationSeconds: knob('BENCH_DURATION_SECONDS', smoke ? 1 : full.durationSeconds, { max: 120 }),
  };
}

/** BENCH_VERBOSE=1: print the SQL each target sends for one request. */
export const verbose = ['1', 'true', 'yes'].includes(process.env.BENCH_VERBOSE ?? '');

export const cpuProfDir = process.env.BENCH_CPU_PROF_DIR || undefined;

// ——— the run: cleanup on success, failure and Ctrl-C ———

/** A failure the benchmark explains itself (a budget exceeded): reported without a stack. */
export class BenchFailure extends Error {}

type CleanupStep = () => Promise<void> | void;

/**
 * Runs a benchmark's main and exits 0, or 1 when it throws. Whatever main registered with `onCleanup` runs in
 * reverse order in every case, also on SIGINT/SIGTERM (exit 130).
 */
export function runBenchmark(main: (onCleanup: (step: CleanupStep) => void) => Promise<void>): void {
  const steps: CleanupStep[] = [];
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      for (const step of steps.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('cleanup:', error instanceof Error ? error.message : error);
        }
      }
    })());
  const interrupted = () => {
    console.error('\ninterrupted, cleaning up…');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  main((step) => steps.push(step))
    .finally(cleanUp)
    .then(
      () => process.exit(0),
      (error: unknown) => {
        const text = error instanceof BenchFailure ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(`\nFAILED: ${text}`);
        process.exit(1);
      },
    );
}

/** Stops every target registered so far when the run ends. */
export function targetsStoppedOn(onCleanup: (step: CleanupStep) => void): Target[] {
  const targets: Target[] = [];
  onCleanup(() => Promise.allSettled(targets.map((target) => target.stop())).then(() => undefined));
  return targets;
}

// ——— the database ———

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An admin URL: BENCH_DATABASE_URL, else TEST_DATABASE_URL (CI), else the local postgres superuser. Loopback only. */
export function adminDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname)) throw new Error(`the benchmark database must be on a loopback host, not ${hostname} (BENCH_DATABASE_URL)`);
  return url;
}

export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  readonly knex: Knex;
  readonly serverVersion: string;
}

/** Creates and migrates `hartslag_bench_<random>`; dropped (with force) when the run ends. */
export async function createBenchDatabase(onCleanup: (step: CleanupStep) => void): Promise<BenchDatabase> {
  const adminUrl = adminDatabaseUrl();
  const name = `hartslag_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  onCleanup(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0].server_version;
  await admin.query(`create database ${name}`);
  const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });
  onCleanup(() => knex.destroy());
  await knex.migrate.latest({ migrationSource });
  return { name, url: url.toString(), knex, serverVersion };
}

// ——— seeding ———

export const PASSWORD = 'een lang genoeg wachtwoord';
export const memberEmail = (n: number) => `bench${n}@bench.example`;

const INTERESTS = ['muziek', 'wandelen', 'koken', 'reizen', 'film', 'lezen', 'sport', 'fotografie'];
const REGIONS = ['Utrecht', 'Noord-Holland', 'Zuid-Holland', 'Gelderland', 'Noord-Brabant', 'Groningen'];

/**
 * `count` active members bench1…benchN, each with a profile and a live session (bulk inserts, one argon2 hash
 * shared by all, password PASSWORD). Returns their ids in order (ids[n - 1] is bench<n>).
 */
export async function seedMembers(knex: Knex, count: number): Promise<number[]> {
  const passwordHash = await new Argon2PasswordHasher().hash(PASSWORD);
  const now = new Date();
  const all: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i + 1);
    const ids = (
      (await knex('members')
        .insert(
          batch.map((n) => ({
            email: memberEmail(n),
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
        .returning('id')) as { id: string }[]
    ).map(({ id }) => Number(id));
    await knex('profiles').insert(
      ids.map((id, i) => {
        const n = batch[i];
        return {
          member_id: id,
          name: `Lid ${n}`,
          gender: n % 2 ? 'female' : 'male',
          sexuality: 'hetero',
          birth_date: `${1960 + (n % 45)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
          country: 'NL',
          region: REGIONS[n % REGIONS.length],
          city: 'Utrecht',
          reason: 'relatie',
          hair_colour: 'bruin',
          eye_colour: 'blauw',
          body_type: 'gemiddeld',
          relationship_status: 'single',
          tattoos: 'nee',
          interests: JSON.stringify(INTERESTS.slice(n % 4, (n % 4) + 3)),
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
      ids.map((id) => ({ token_digest: createHash('sha256').update(randomBytes(32)).digest('base64url'), member_id: id, expires_at: expires })),
    );
    all.push(...ids);
  }
  return all;
}

/**
 * Conversations of `member` with each of `partners`, `messages` messages each (alternating senders, the last
 * one unread for `member` in every other chat), the newest chat first in her list.
 */
export async function seedChats(knex: Knex, member: number, partners: readonly number[], messages: number): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < partners.length; start += 200) {
    const batch = partners.slice(start, start + 200);
    const at = (i: number, m = 0) => new Date(now - (start + i + 1) * 3_600_000 + m * 60_000);
    const conversations = (
      (await knex('conversations')
        .insert(
          batch.map((partner, i) => ({
            member_low: Math.min(member, partner),
            member_high: Math.max(member, partner),
            created_at: at(i),
            last_message_at: messages > 0 ? at(i, messages - 1) : null,
          })),
        )
        .returning('id')) as { id: string }[]
    ).map(({ id }) => Number(id));
    await knex('conversation_members').insert(
      conversations.flatMap((id, i) => [
        { conversation_id: id, member_id: member, unread_count: i % 2 },
        { conversation_id: id, member_id: batch[i], unread_count: 0 },
      ]),
    );
    const rows = conversations.flatMap((id, i) =>
      Array.from({ length: messages }, (_, m) => ({
        conversation_id: id,
        sender_id: m % 2 === (messages - 1) % 2 ? batch[i] : member,
        body: `Bericht ${m + 1}: leuk profiel! Zullen we eens koffie drinken in ${REGIONS[(i + m) % REGIONS.length]}?`,
        sent_at: at(i, m),
        held: false,
      })),
    );
    for (let m = 0; m < rows.length; m += 1000) await knex('messages').insert(rows.slice(m, m + 1000));
  }
}

/**
 * A new session for each member, with a token this process knows (seedMembers' sessions have none): the
 * `hs_session=…` cookie of each, in the order of `ids`. Saves an argon2 login per member.
 */
export async function sessionCookies(knex: Knex, ids: readonly number[]): Promise<string[]> {
  const expires = new Date(Date.now() + 30 * 86_400_000);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  for (let start = 0; start < ids.length; start += 500) {
    await knex('sessions').insert(
      ids.slice(start, start + 500).map((id, i) => ({
        token_digest: createHash('sha256').update(tokens[start + i]!).digest('base64url'),
        member_id: id,
        expires_at: expires,
      })),
    );
  }
  return tokens.map((token) => `hs_session=${token}`);
}

/**
 * `count` premium members with `credits` each and a session each, paired: member i of the first half and member i of
 * the second half share a conversation (`conversations[i]`). For the live chat and its database floor.
 */
export async function seedPairedMembers(knex: Knex, count: number, credits: number): Promise<{ ids: number[]; cookies: string[]; conversations: number[] }> {
  const ids = await seedMembers(knex, count);
  await knex('members').update({ credits, free_messages: 0, paid_user: true });
  const cookies = await sessionCookies(knex, ids);
  const half = count / 2;
  const conversations = (
    (await knex('conversations')
      .insert(ids.slice(0, half).map((id, i) => ({ member_low: id, member_high: ids[half + i]!, created_at: new Date() })))
      .returning('id')) as { id: string }[]
  ).map(({ id }) => Number(id));
  await knex('conversation_members').insert(
    conversations.flatMap((conversation, i) => [
      { conversation_id: conversation, member_id: ids[i]!, unread_count: 0 },
      { conversation_id: conversation, member_id: ids[half + i]!, unread_count: 0 },
    ]),
  );
  return { ids, cookies, conversations };
}

// ——— talking to the targets ———

/** Logs `email` in through POST /api/user.php (a seeded bench member's password unless told) and returns the `hs_session=…` cookie pair. */
export async function logIn(target: Target, email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${target.url}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('hs_session='));
  if (!cookie) throw new Error('login set no hs_session cookie');
  return cookie;
}

/** One GET; throws unless it answers 200. */
export async function getText(target: Target, pathname: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${target.url}${pathname}`, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.name}: GET ${pathname} answered ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

/** The SQL statements a target sends while `work` runs (null when the target cannot tell). */
export async function queriesDuring(target: Target, work: () => Promise<unknown>): Promise<readonly string[] | null> {
  await target.recordQueries();
  try {
    await work();
  } finally {
    // Statements answered after the response was sent (none expected) would be lost without this breath.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return target.takeQueries();
}

export interface Measurement {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly total: number;
  readonly bodyBytes: number;
}

async function load(target: Target, pathname: string, headers: Record<string, string>, connections: number, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({ url: `${target.url}${pathname}`, headers, connections, duration: seconds });
  if (result.errors || result.timeouts || result.non2xx || result.requests.total === 0) {
    throw new Error(
      `${target.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses, ${result.requests.total} requests`,
    );
  }
  return result;
}

/** The warm-up (discarded, skipped at 0 s), then the measured run, with autocannon from this process. */
export async function measure(
  target: Target,
  request: { path: string; headers: Record<string, string>; bodyBytes: number },
  settings: LoadSettings,
): Promise<Measurement> {
  process.stdout.write(`  ${target.name}: `);
  if (settings.warmupSeconds > 0) {
    process.stdout.write(`${settings.warmupSeconds} s warm-up… `);
    const warmup = await load(target, request.path, request.headers, settings.connections, settings.warmupSeconds);
    process.stdout.write(`(${warmup.requests.total} requests) `);
  }
  process.stdout.write(`${settings.durationSeconds} s measured… `);
  const result = await load(target, request.path, request.headers, settings.connections, settings.durationSeconds);
  console.log('done');
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bodyBytes: request.bodyBytes,
  };
}

// ——— printing ———

export function printMachine(lines: Record<string, string>): void {
  const cpus = os.cpus();
  const all: Record<string, string> = {
    machine: `${cpus.length} × ${cpus[0]?.model ?? 'unknown cpu'}, ${os.platform()} ${os.release()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    ...lines,
  };
  const width = Math.max(...Object.keys(all).map((key) => key.length)) + 2;
  console.log('');
  for (const [key, value] of Object.entries(all)) console.log(`${`${key}:`.padEnd(width)}${value}`);
}

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}

export function printMeasurements(rows: readonly Measurement[]): void {
  printTable(
    ['server', 'req/s (avg)', 'p50 ms', 'p99 ms', 'requests', 'body bytes'],
    rows.map((r) => [r.name, r.requestsPerSecond.toFixed(0), String(r.p50), String(r.p99), String(r.total), String(r.bodyBytes)]),
  );
}

export function loadLine(settings: LoadSettings, rest: string): string {
  const warmup = settings.warmupSeconds > 0 ? `${settings.warmupSeconds} s warm-up + ` : 'no warm-up, ';
  return `autocannon, ${settings.connections} connections, ${warmup}${settings.durationSeconds} s measured, ${rest}${smoke ? ' (smoke)' : ''}`;
}

// ——— the production build ———

export const BUILD_LOCK = '/tmp/hartslag-build.lock';
const DIST = path.join(repoRoot, 'dist');
const builtMarker = () => path.join(DIST, 'assets.json');
const isBuilt = () => existsSync(builtMarker()) && existsSync(path.join(DIST, 'server', 'entry.mjs')) && existsSync(path.join(DIST, 'client', 'assets'));

/** `flock <lock> <command…>`, or the bare command where there is no flock. */
function underLock(shared: boolean, command: string, args: string[], options: { stdio?: 'inherit' | 'pipe' } = {}): void {
  const haveFlock = (() => {
    try {
      execFileSync('flock', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  const [file, argv] = haveFlock ? ['flock', [...(shared ? ['-s'] : []), BUILD_LOCK, command, ...args]] : [command, args];
  execFileSync(file, argv, { cwd: repoRoot, stdio: options.stdio ?? 'inherit' });
}

function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css|json|svg)$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ['web', 'bff/contract']) if (existsSync(path.join(repoRoot, dir))) walk(path.join(repoRoot, dir));
  return newest;
}

/**
 * A private copy of the production build, so a build someone starts during the benchmark changes nothing under
 * it: `<tmp>/dist` (copied under a shared lock on BUILD_LOCK, which `flock … npm run build` takes exclusively) and
 * `<tmp>/node_modules` (a link to the repository's, for the build's bare imports). Builds first when there is no
 * dist/ or BENCH_BUILD=1; warns when web/ changed after the build. Removed when the run ends.
 */
export function privateBuild(onCleanup: (step: CleanupStep) => void): string {
  if (process.env.BENCH_BUILD === '1' || !isBuilt()) {
    console.log(`building the web app (flock ${BUILD_LOCK} npm run build)…`);
    underLock(false, 'npm', ['run', 'build']);
    if (!isBuilt()) throw new BenchFailure('npm run build left no dist/assets.json, dist/server/entry.mjs and dist/client/assets');
  } else if (newestSource() > statSync(builtMarker()).mtimeMs) {
    console.log('note: web/ changed after the last build; BENCH_BUILD=1 (or npm run build) measures the current code');
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'hartslag-bench-'));
  onCleanup(() => rmSync(root, { recursive: true, force: true }));
  underLock(true, 'cp', ['-a', DIST, path.join(root, 'dist')], { stdio: 'pipe' });
  // A build that failed half-way leaves the client of one build beside the manifest and server of another.
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist', 'assets.json'), 'utf8')) as Record<string, { file?: string }>;
  const missing = Object.values(manifest)
    .map((entry) => entry?.file)
    .filter((file): file is string => typeof file === 'string' && !existsSync(path.join(root, 'dist', 'client', file)));
  if (missing.length) {
    throw new BenchFailure(
      `dist/ is not one build: dist/assets.json names ${missing.length} files dist/client lacks (${missing[0]}, …); ` +
        `a build failed or was interrupted: flock ${BUILD_LOCK} npm run build`,
    );
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}
