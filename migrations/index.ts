import type { Knex } from 'knex';
import * as walkingSkeleton from './20261122_0001_walking_skeleton';

/** Migrations are listed, not globbed, so they load the same under tsx, vitest and a bundle. Append only. */
const migrations: Record<string, Knex.Migration> = {
  '20261122_0001_walking_skeleton': walkingSkeleton,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
