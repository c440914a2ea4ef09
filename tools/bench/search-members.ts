import knexFactory from 'knex';
import pg from 'pg';
import { PostgresProfiles } from '../../adapters/postgres/postgres-profiles';
import { memberId } from '../../domain/shared/ids';
import { normaliseAgeRange, SEARCH_PAGE_SIZE, type SearchCriteria } from '../../domain/search/search-criteria';
import type { Gender } from '../../domain/profiles/profile';
import { EXACT_TOTAL_UP_TO } from '../../domain/search/search-total';
import { adminDatabaseUrl, BenchFailure, createBenchDatabase, type BenchDatabase, knob, logIn, printMachine, printTable, runBenchmark, smoke, targetsStoppedOn } from './common';
import { searchMemberEmail, seedSearchProfiles } from './search-seed';
import { launch } from './target-process';
import { migrationSource } from '../../migrations/index';

/**
 * `GET /api/members.php` at scale (`npm run bench:search`): a million believable profiles (search-seed.ts), the real
 * bff on them, a logged-in member searching with the filter sets members use most, at page 1 and page 50. Prints
 * p50/p95/p99 of one request at a time (latency, not throughput) and the plan PostgreSQL runs for each, from the
 * adapter's own SQL (EXPLAIN ANALYZE). Fails when a plan reads the profiles table sequentially. Goal: p95 ≤ 25 ms.
 */

interface Case {
  readonly name: string;
  readonly query: { gender?: Gender; country?: string; countryregion?: string; min_age?: number; max_age?: number };
}

const CASES: readonly Case[] = [
  { name: 'women', query: { gender: 'female' } },
  { name: 'women in NL', query: { gender: 'female', country: 'NL' } },
  { name: 'men in NL, Zuid-Holland', query: { gender: 'male', country: 'NL', countryregion: 'Zuid-Holland' } },
  { name: 'women in NL, 30–40', query: { gender: 'female', country: 'NL', min_age: 30, max_age: 40 } },
  { name: 'women in BE, Antwerpen, 25–35', query: { gender: 'female', country: 'BE', countryregion: 'Antwerpen', min_age: 25, max_age: 35 } },
  { name: 'men in DE, Bayern, 50–60', query: { gender: 'male', country: 'DE', countryregion: 'Bayern', min_age: 50, max_age: 60 } },
];
const PAGES = [1, 50] as const;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const queryString = (query: Case['query'], page: number) =>
  new URLSearchParams(Object.entries({ ...query, page }).map(([key, value]) => [key, String(value)])).toString();

const criteriaOf = (query: Case['query'], page: number): SearchCriteria => ({
  gender: query.gender,
  country: query.country,
  countryregion: query.countryregion,
  ...normaliseAgeRange(query.min_age, query.max_age),
  page,
});

/**
 * BENCH_SEARCH_DATABASE=<name>: seed that database once and keep it (for trying indexes and queries without seeding a
 * million profiles every run); it is migrated on every run, never dropped. Drop it yourself when done.
 */
async function keptDatabase(name: string, onCleanup: (step: () => Promise<void>) => void): Promise<BenchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new BenchFailure(`BENCH_SEARCH_DATABASE must be a plain database name, not "${name}"`);
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0].server_version;
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });
  onCleanup(() => knex.destroy());
  await knex.migrate.latest({ migrationSource });
  return { name, url: url.toString(), knex, serverVersion };
}

runBenchmark(async (onCleanup) => {
  const profiles = knob('BENCH_PROFILES', smoke ? 2000 : 1_000_000);
  const requests = knob('BENCH_SEARCH_REQUESTS', smoke ? 3 : 200);
  const warmup = knob('BENCH_SEARCH_WARMUP', smoke ? 1 : 20, { min: 0 });
  const p95Goal = knob('BENCH_SEARCH_P95_MS', 25);

  const kept = process.env.BENCH_SEARCH_DATABASE;
  const db = kept ? await keptDatabase(kept, onCleanup) : await createBenchDatabase(onCleanup);
  printMachine({ postgres: db.serverVersion, profiles: profiles.toLocaleString('en'), requests: `${requests} per case, one at a time, after ${warmup}` });

  let started = performance.now();
  const seeded = await db.knex('members').whereRaw('lower(email) = ?', [searchMemberEmail(1)]).first('id');
  let firstId = Number(seeded?.id);
  if (!seeded) {
    process.stdout.write(`seeding ${profiles.toLocaleString('en')} profiles… `);
    firstId = await seedSearchProfiles(db.knex, profiles);
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else console.log(`using the profiles already in ${kept}`);
  // As autovacuum would have by now: statistics, and the visibility map that lets a count read the index alone.
  await db.knex.raw('vacuum analyze profiles');

  // The searcher has blocked a few members and been blocked by a few: search leaves them out both ways.
  const searcher = memberId(firstId);
  await db.knex('members').where('id', searcher).update({ status: 'active', invisible: false, deleted_at: null });
  const blocks = [
    ...Array.from({ length: 10 }, (_, i) => ({ blocker_id: searcher, blocked_id: firstId + 1 + i, created_at: new Date() })),
    ...Array.from({ length: 10 }, (_, i) => ({ blocker_id: firstId + 20 + i, blocked_id: searcher, created_at: new Date() })),
  ];
  await db.knex('blocks').insert(blocks).onConflict(['blocker_id', 'blocked_id']).ignore();

  const targets = targetsStoppedOn(onCleanup);
  const bff = await launch('bff', './bff-target.ts', { BENCH_TARGET_DATABASE_URL: db.url });
  targets.push(bff);
  const cookie = await logIn(bff, searchMemberEmail(1));

  const rows: string[][] = [];
  let overGoal = 0;
  for (const { name, query } of CASES) {
    for (const page of PAGES) {
      const url = `${bff.url}/api/members.php?${queryString(query, page)}`;
      const once = async () => {
        const response = await fetch(url, { headers: { cookie, 'x-requested-with': 'hartslag-web' } });
        const body = (await response.json()) as { profiles?: unknown[]; total?: number; total_estimated?: boolean };
        if (response.status !== 200) throw new BenchFailure(`${name}, page ${page}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
        return body;
      };
      for (let i = 0; i < warmup; i++) await once();
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof once>> = {};
      for (let i = 0; i < requests; i++) {
        started = performance.now();
        last = await once();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
      if (p95 > p95Goal) overGoal++;
      const total = `${last.total_estimated ? '~' : ''}${(last.total ?? 0).toLocaleString('en')}`;
      rows.push([name, String(page), String(last.profiles?.length ?? 0), total, p50.toFixed(1), p95.toFixed(1), p99.toFixed(1)]);
    }
  }
  printTable(['filters', 'page', 'shown', 'total', 'p50 ms', 'p95 ms', 'p99 ms'], rows);
  console.log(`p95 goal ${p95Goal} ms: ${overGoal === 0 ? 'met by every case' : `missed by ${overGoal} of ${rows.length} cases`}${smoke ? ' (smoke: figures mean nothing)' : ''}`);

  // The plans, from the adapter's own SQL: every statement one search sends, explained with its bindings.
  const explainer = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 1 } });
  onCleanup(() => explainer.destroy());
  const statements: { sql: string; bindings: readonly unknown[] }[] = [];
  explainer.on('query', (q: { sql: string; bindings?: readonly unknown[] }) => {
    statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
  });
  const adapter = new PostgresProfiles(explainer);
  // knex hands the driver numbered placeholders ($1…); pg explains them with the same bindings.
  const explainClient = new pg.Client({ connectionString: db.url });
  await explainClient.connect();
  onCleanup(() => explainClient.end());
  const sequential: string[] = [];
  for (const { name, query } of CASES) {
    for (const page of PAGES) {
      statements.length = 0;
      await adapter.search(criteriaOf(query, page), searcher, new Date(), SEARCH_PAGE_SIZE, EXACT_TOTAL_UP_TO);
      const sent = [...statements];
      // A smoke explains every statement (so this part cannot rot) but prints no plans of its tiny tables.
      if (!smoke) console.log(`\n— ${name}, page ${page}: ${sent.length} statements`);
      for (const { sql, bindings } of sent) {
        // The adapter's own EXPLAIN (the estimate of a broad search's total) plans and runs nothing: shown as it is.
        if (sql.startsWith('explain')) {
          if (!smoke) console.log(`    (the total's estimate: ${sql.slice(0, 60)}…)`);
          continue;
        }
        const plan = await explainClient.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing on, summary on) ${sql}`, [...bindings]);
        const lines = plan.rows.map((row) => row['QUERY PLAN']);
        if (!smoke) for (const line of lines) console.log(`    ${line}`);
        if (lines.some((line) => /Seq Scan on profiles/.test(line))) sequential.push(`${name}, page ${page}`);
      }
    }
  }
  if (sequential.length && !smoke) throw new BenchFailure(`a plan reads profiles sequentially: ${sequential.join('; ')}`);
});
