import { loadConfig } from '../../bff/config';
import { startServer } from '../../bff/server';
import { serveUntilStopped } from './target-process';

/** The real bff, API only, on the benchmark database. Started by user-endpoint.ts. */
const databaseUrl = process.env.BENCH_TARGET_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_TARGET_DATABASE_URL is not set');

await serveUntilStopped(() =>
  startServer(
    loadConfig(
      { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      { pages: false },
    ),
  ),
);
