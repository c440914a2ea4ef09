import type { Knex } from 'knex';

/** Tables for login security (lockout, rate limits). */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
