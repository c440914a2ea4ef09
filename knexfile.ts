import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import path from 'node:path';
import { migrationSource } from './migrations/index';

/** For the knex CLI. The app itself opens its database in adapters/postgres/database.ts. */
const dataDir = process.env.DATA_DIR ?? './data';

const config: Knex.Config = process.env.DATABASE_URL
  ? { client: 'pg', connection: process.env.DATABASE_URL, migrations: { migrationSource } }
  : ({
      client: ClientPgLite,
      dialect: 'postgres',
      connection: { filename: path.join(dataDir, 'pglite') },
      migrations: { migrationSource },
    } as unknown as Knex.Config);

export default config;
