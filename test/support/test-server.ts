import type { DestinationStream } from 'pino';
import type { Container } from 'inversify';
import supertest from 'supertest';
import { PORTS } from '../../bff/wiring/tokens';
import { ANY_DOMAIN, PostgresSiteSettings } from '../../adapters/postgres/postgres-site-settings';
import { loadConfig, type Config } from '../../bff/config';
import { startServer, type RunningServer } from '../../bff/server';
import type { Database } from '../../adapters/postgres/database';
import { freshDatabase, type DatabaseKind } from './test-databases';

const tags = new WeakMap<Database, string>();
const databaseTag = (database: Database) => {
  if (!tags.has(database)) tags.set(database, Math.random().toString(36).slice(2, 10));
  return tags.get(database)!;
};

export interface TestServer extends RunningServer {
  readonly database: Database;
  readonly api: ReturnType<typeof supertest>;
  /** The server's own settings store: a setting stored through it is served from the next request on. */
  readonly settings: PostgresSiteSettings;
}

/** A bff on a fresh database, on a free loopback port, API only unless pages are asked for. */
export async function startTestServer(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    database?: Database;
    logDestination?: DestinationStream;
    /** Fakes in place of ports, bound before anything resolves (`container.rebind(PORTS.mailer)...`). */
    rebind?: (container: Container) => void;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await freshDatabase(kind));
  // On PostgreSQL the suite runs on Redis too when there is one; each database gets its own channels.
  const redis = kind === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `test${databaseTag(database)}` } : {};
  const config = loadConfig(
    { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', ...redis, ...options.env },
    { pages: false, ...options.config },
  );
  // Every test request comes from 127.0.0.1: the per-address signup limit would stop a suite, not an attacker.
  // Suites that test the limit set it on a domain of their own (a domain's row overrides this one).
  await new PostgresSiteSettings(database.knex).set(ANY_DOMAIN, 'signups_per_ip_per_hour', 100_000);
  // Likewise the direct-debit suite's members share one mobile number (the per-number limit has its unit test).
  await new PostgresSiteSettings(database.knex).set(ANY_DOMAIN, 'sms_codes_per_number_per_day', 100_000);
  const server = await startServer(config, { database, logDestination: options.logDestination, rebind: options.rebind });
  return {
    ...server,
    database,
    api: supertest(server.url),
    settings: server.composition.container.get(PORTS.settings) as PostgresSiteSettings,
    async close() {
      await server.close();
      if (!options.database) await database.close();
    },
  };
}
