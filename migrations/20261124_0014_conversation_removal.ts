import type { Knex } from 'knex';

/**
 * A member removes a chat from her list (SPEC §4, issue 11): her side of the conversation remembers the last message
 * there was then. What was written up to it is gone for her; a new message brings the conversation back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversation_members', (t) => {
    t.bigInteger('removed_through_message_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversation_members', (t) => {
    t.dropColumn('removed_through_message_id');
  });
}
