import supertest from 'supertest';
import { loadConfig, type Config } from '../../bff/config';
import { startServer, type RunningServer } from '../../bff/server';
import type { Database } from '../../adapters/postgres/database';
import { freshDatabase, type DatabaseKind } from './test-databases';

export interface TestServer extends RunningServer {
  readonly database: Database;
  readonly api: ReturnType<typeof supertest>;
}

/** A bff on a fresh database, on a free loopback port, API only unless pages are asked for. */
export async function startTestServer(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; config?: Partial<Config>; database?: Database } = {},
): Promise<TestServer> {
  const database = options.database ?? (await freshDatabase(kind));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', ...options.env }, { pages: false, ...options.config });
  const server = await startServer(config, { database });
  return {
    ...server,
    database,
    api: supertest(server.url),
    async close() {
      await server.close();
      if (!options.database) await database.close();
    },
  };
}
