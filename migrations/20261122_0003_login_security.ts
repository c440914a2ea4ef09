import type { Knex } from 'knex';

/**
 * Fixed-window hit counters of the PostgreSQL rate limiter (login lockout, reset and other limits when there
 * is no Redis). One row per key and window; expires_at lets old windows be pruned.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.primary(['key', 'window_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_hits');
}
