import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { loadConfig } from '../../bff/config';
import { startServer } from '../../bff/server';
import { serveUntilStopped } from './target-process';

/**
 * The real bff on the benchmark database. API only (user-endpoint.ts), or with the server-rendered pages of a
 * production build when BENCH_APP_ROOT names a directory holding a copy of dist/ (ssr-member-profile.ts,
 * bundle-report.ts): the process works in that directory, as `npm start` works in the repository, so a build
 * someone else starts meanwhile cannot change the pages under the benchmark.
 */
const databaseUrl = process.env.BENCH_TARGET_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_TARGET_DATABASE_URL is not set');
const appRoot = process.env.BENCH_APP_ROOT;

if (appRoot) {
  // mountSsr serves dist/client from the working directory; the build's server entry registers the pages with
  // Vike before anything asks for them, so Vike never looks for another dist/.
  process.chdir(appRoot);
  await import(pathToFileURL(path.join(appRoot, 'dist', 'server', 'entry.mjs')).href);
}

await serveUntilStopped(async () => {
  const server = await startServer(
    loadConfig(
      {
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory',
        ...(appRoot ? { MEDIA_DIR: path.join(appRoot, 'media') } : {}),
        DATABASE_URL: databaseUrl,
        // Several instances share events (and rate limits, presence) over Redis when the benchmark names one.
        ...(process.env.BENCH_TARGET_REDIS_URL ? { REDIS_URL: process.env.BENCH_TARGET_REDIS_URL, REDIS_PREFIX: process.env.BENCH_TARGET_REDIS_PREFIX ?? 'hartslag-bench' } : {}),
        LOG_LEVEL: 'silent',
        // The request path is measured, and its statements counted: no background outbox polls in between.
        OUTBOX_WORKER: 'false',
      },
      { pages: Boolean(appRoot), dev: false },
    ),
  );
  const knex = server.composition.database.knex;
  const client = knex.client as Knex.Client & { positionBindings(sql: string): string };
  let listener: ((query: { sql: string }) => void) | undefined;
  return {
    url: server.url,
    close: () => server.close(),
    // Listening only while the parent records, so the measured requests run as in production, with no listener.
    onQuery(sink) {
      if (listener) knex.off('query', listener);
      // knex emits the SQL with `?` placeholders; the pg driver receives it numbered ($1, $2, …).
      listener = sink && ((query) => sink(client.positionBindings(query.sql)));
      if (listener) knex.on('query', listener);
    },
  };
});
