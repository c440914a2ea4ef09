import type { Knex } from 'knex';

/**
 * Issue 25, decision 0077: an admin disables an operator (her sessions end, her login is refused) and enables her
 * again; null is active.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('operators', (t) => {
    t.timestamp('disabled_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('operators', (t) => {
    t.dropColumn('disabled_at');
  });
}
