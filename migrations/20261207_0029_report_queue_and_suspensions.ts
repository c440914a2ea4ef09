import type { Knex } from 'knex';

/**
 * Issue 25, decision 0072: the moderators' queue on the reports (open, assigned, resolved; who took it; the outcome)
 * and the members' suspensions (one at a time, for days or for good, with the status she had before). A suspended
 * member's status is `suspended`: the profiles' copy of it (migration 0009's trigger) hides her from search at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.text('status').notNullable().defaultTo('open');
    t.bigInteger('assignee_id').nullable().references('operators.id').onDelete('SET NULL');
    t.text('outcome').nullable();
    t.timestamp('resolved_at', { useTz: true }).nullable();
  });
  await knex.raw(`alter table reports add constraint reports_status_known check (status in ('open','assigned','resolved'))`);
  await knex.raw(`alter table reports add constraint reports_outcome_known check ((status = 'resolved') = (outcome is not null) and (outcome is null or outcome in ('dismiss','warn','suspend')))`);
  await knex.raw('create index reports_queue on reports (status, created_at, id)');
  await knex.raw('create index reports_reporter on reports (reporter_id, created_at desc)');

  await knex.raw('alter table members drop constraint members_status_known');
  await knex.raw(`alter table members add constraint members_status_known check (status in ('not_confirmed','active','deleted','suspended'))`);

  await knex.schema.createTable('member_suspensions', (t) => {
    t.bigInteger('member_id').primary().references('members.id').onDelete('CASCADE');
    t.timestamp('suspended_from', { useTz: true }).notNullable();
    t.timestamp('suspended_until', { useTz: true }).nullable();
    t.text('reason').notNullable();
    t.bigInteger('operator_id').nullable().references('operators.id').onDelete('SET NULL');
    t.text('status_before').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('member_suspensions');
  await knex.raw(`update members set status = 'active' where status = 'suspended'`);
  await knex.raw('alter table members drop constraint members_status_known');
  await knex.raw(`alter table members add constraint members_status_known check (status in ('not_confirmed','active','deleted'))`);
  await knex.raw('drop index if exists reports_reporter');
  await knex.raw('drop index if exists reports_queue');
  await knex.schema.alterTable('reports', (t) => {
    t.dropChecks(['reports_status_known', 'reports_outcome_known']);
    t.dropColumn('status');
    t.dropColumn('assignee_id');
    t.dropColumn('outcome');
    t.dropColumn('resolved_at');
  });
}
