import type { Knex } from 'knex';

/** Blocks between members, and what a deletion remembers until the purge (reason, the status to return to). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blocks', (t) => {
    t.bigInteger('blocker_id').notNullable().references('members.id').onDelete('CASCADE');
    t.bigInteger('blocked_id').notNullable().references('members.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['blocker_id', 'blocked_id']);
    // "Blocked either way" looks a pair up from both sides: the primary key serves one, this index the other.
    t.index(['blocked_id']);
  });
  await knex.raw(`alter table blocks add constraint blocks_not_self check (blocker_id <> blocked_id)`);
  await knex.schema.alterTable('members', (t) => {
    t.text('deletion_reason').nullable();
    t.text('status_before_deletion').nullable();
  });
  // The purge looks for accounts deleted before a moment.
  await knex.raw(`create index members_deleted_at on members (deleted_at) where deleted_at is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists members_deleted_at`);
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('deletion_reason');
    t.dropColumn('status_before_deletion');
  });
  await knex.schema.dropTableIfExists('blocks');
}
