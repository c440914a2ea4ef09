import type { Knex } from 'knex';

/**
 * Rate-limit counters whose window starts at the key's first hit (decision 0013): one row per key, counted by one
 * atomic upsert. Replaces the epoch-aligned windows of rate_limit_hits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('count').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
  await knex.schema.dropTableIfExists('rate_limit_hits');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.primary(['key', 'window_start']);
  });
}
