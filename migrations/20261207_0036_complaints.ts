import type { Knex } from 'knex';

/**
 * Issue 25, decision 0081: the complaints from the footer's form (stored since migration 0011) get a place in the
 * moderators' queue — open or resolved, by which operator, when, and the note she wrote.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('complaints', (t) => {
    t.text('status').notNullable().defaultTo('open');
    t.bigInteger('resolved_by').nullable().references('operators.id').onDelete('SET NULL');
    t.timestamp('resolved_at', { useTz: true }).nullable();
    t.text('resolution_note').nullable();
  });
  await knex.raw(`alter table complaints add constraint complaints_status_known check (status in ('open','resolved'))`);
  await knex.raw(`alter table complaints add constraint complaints_resolution_noted check ((status = 'resolved') = (resolution_note is not null))`);
  await knex.raw('create index complaints_queue on complaints (status, created_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists complaints_queue');
  await knex.schema.alterTable('complaints', (t) => {
    t.dropChecks(['complaints_status_known', 'complaints_resolution_noted']);
    t.dropColumn('status');
    t.dropColumn('resolved_by');
    t.dropColumn('resolved_at');
    t.dropColumn('resolution_note');
  });
}
