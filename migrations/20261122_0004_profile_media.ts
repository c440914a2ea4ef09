import type { Knex } from 'knex';

/** Tables for photos, push subscriptions, location. */
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
