import type { Knex } from 'knex';

/**
 * Decision 0079: a member's personal data erased on her request leaves a tombstone (`members.erased_at`), and the
 * job runner's work is audited as the system (`audit_log.by_system`): a row is an operator's, the console's or the
 * system's, exactly one of them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.timestamp('erased_at', { useTz: true }).nullable();
  });
  // Adding a column with a constant default rewrites no row: the append-only trigger (row-level) does not fire.
  await knex.schema.alterTable('audit_log', (t) => {
    t.boolean('by_system').notNullable().defaultTo(false);
  });
  await knex.raw('alter table audit_log drop constraint audit_log_who');
  await knex.raw('alter table audit_log add constraint audit_log_who check (num_nonnulls(operator_id) + by_console::int + by_system::int = 1)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table audit_log drop constraint audit_log_who');
  await knex.raw('alter table audit_log add constraint audit_log_who check ((operator_id is null) = by_console)');
  await knex.schema.alterTable('audit_log', (t) => t.dropColumn('by_system'));
  await knex.schema.alterTable('members', (t) => t.dropColumn('erased_at'));
}
