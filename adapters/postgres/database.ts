import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { migrationSource } from '../../migrations/index';
import { DataDirLock } from './data-dir-lock';

export interface DatabaseOptions {
  /** PostgreSQL when set; the embedded PGlite otherwise. */
  readonly databaseUrl?: string;
  /** Where PGlite keeps its files; `memory` keeps them nowhere. */
  readonly dataDir: string;
  readonly poolMax?: number;
}

export interface Database {
  readonly knex: Knex;
  readonly kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Opens the database the options name and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl, options.poolMax ?? 10) : await openPglite(options.dataDir);
  await database.knex.migrate.latest({ migrationSource });
  return database;
}

function openPostgres(url: string, poolMax: number): Database {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: poolMax } });
  return { knex, kind: 'postgres', close: () => knex.destroy() };
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir === 'memory') return pgliteOn(new PGlite());
  mkdirSync(dataDir, { recursive: true });
  const lock = DataDirLock.acquire(dataDir);
  try {
    const database = pgliteOn(new PGlite(path.join(dataDir, 'pglite')));
    await database.knex.raw('select 1');
    return { ...database, close: async () => { await database.close(); lock.release(); } };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A knex on an existing PGlite instance (tests load a migrated template into one). */
export function pgliteOn(pglite: PGlite): Database {
  const knex = knexFactory({ client: ClientPgLite, dialect: 'postgres', connection: () => ({ pglite }) } as unknown as Knex.Config);
  return { knex, kind: 'pglite', close: () => knex.destroy() };
}
