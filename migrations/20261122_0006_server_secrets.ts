import type { Knex } from 'knex';

/** Secrets the server makes for itself on first start (the VAPID key pair of web push). Never served. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('server_secrets', (t) => {
    t.text('name').primary();
    t.text('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('server_secrets');
}
