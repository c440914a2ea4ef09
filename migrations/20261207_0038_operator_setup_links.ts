import type { Knex } from 'knex';

/**
 * Issue 25, decision 0083: an admin creates an operator from the back office without choosing her password. The
 * operator has no password until she sets one through her one-time set-up link (null: "wacht op instellen"); the
 * link's token is kept only as its digest, valid 24 hours, spent once; a fresh link replaces the old one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table operators alter column password_hash drop not null');
  await knex.schema.createTable('operator_setup_links', (t) => {
    t.text('token_digest').primary();
    t.bigInteger('operator_id').notNullable().references('id').inTable('operators').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.raw('create index operator_setup_links_operator on operator_setup_links (operator_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('operator_setup_links');
  await knex('operators').whereNull('password_hash').delete();
  await knex.raw('alter table operators alter column password_hash set not null');
}
