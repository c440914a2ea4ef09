import type { Knex } from 'knex';

/**
 * Issue 25, decision 0082: a moderator takes a complaint before she answers it, as she takes a report — the status
 * `assigned` between open and resolved, and whose it is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('complaints', (t) => {
    t.bigInteger('assignee_id').nullable().references('operators.id').onDelete('SET NULL');
  });
  await knex.raw('alter table complaints drop constraint complaints_status_known');
  await knex.raw(`alter table complaints add constraint complaints_status_known check (status in ('open','assigned','resolved'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`update complaints set status = 'open' where status = 'assigned'`);
  await knex.raw('alter table complaints drop constraint complaints_status_known');
  await knex.raw(`alter table complaints add constraint complaints_status_known check (status in ('open','resolved'))`);
  await knex.schema.alterTable('complaints', (t) => {
    t.dropColumn('assignee_id');
  });
}
