import type { Knex } from 'knex';

/** The swipe game's passes (issue 10): a profile passed is not shown to the member again. Passing is free. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('swipe_passes', (t) => {
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.bigInteger('passed_id').notNullable().references('members.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['member_id', 'passed_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('swipe_passes');
}
