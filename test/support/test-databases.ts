import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { openDatabase, pgliteOn, type Database } from '../../adapters/postgres/database';
import { migrationSource } from '../../migrations/index';
import { postgresOrSkip } from './services';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL names a server (CI must: test/support/services.ts). */
export const databaseKinds = (): DatabaseKind[] => (postgresOrSkip('the PostgreSQL suites') ? ['pglite', 'postgres'] : ['pglite']);

let template: Promise<File | Blob> | undefined;

/** Migrating costs seconds on PGlite, so a migrated template is dumped once and loaded per suite. */
const pgliteTemplate = () =>
  (template ??= (async () => {
    const pglite = new PGlite();
    const db = pgliteOn(pglite);
    await db.knex.migrate.latest({ migrationSource });
    const dump = await pglite.dumpDataDir('none');
    await db.close();
    return dump;
  })());

/** A fresh, migrated, empty database of the given kind; close() throws it away. */
export async function freshDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return pgliteOn(new PGlite({ loadDataDir: await pgliteTemplate() }));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `hartslag_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory', poolMax: 60 });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
