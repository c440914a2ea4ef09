import type { Knex } from 'knex';

/**
 * Issue 23, decision 0059: what the reminder jobs sent, one row per member, kind and key (an unread state
 * `conversation:first unread message`, an ISO week `2026-W48`, `once`), written in the transaction that queues the mail,
 * so a reminder is sent once whatever runs it twice. `mailed` is false for a week found quiet (no mail, but looked at).
 * Indexes for the jobs' questions: unread conversations, members by signup time, and the second of the week she
 * signed up at (each member's moment for her weekly update).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sent_reminders', (t) => {
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('key').notNullable();
    t.boolean('mailed').notNullable().defaultTo(true);
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['member_id', 'kind', 'key']);
  });
  await knex.raw(`alter table sent_reminders add constraint sent_reminders_kind_known check (kind in ('unread_message','weekly_update','time_bonus','profile_photo'))`);
  await knex.raw(`create index conversation_members_unread on conversation_members (member_id, conversation_id) where unread_count > 0`);
  await knex.raw(`create index members_signup_date on members (signup_date) where status = 'active'`);
  // `at time zone 'UTC'` makes the expression immutable (indexable); the domain's weeklySlot computes the same number.
  await knex.raw(
    `create index members_weekly_slot on members ((mod(floor(extract(epoch from (signup_date at time zone 'UTC')))::bigint, 604800))) where status = 'active'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists members_weekly_slot');
  await knex.raw('drop index if exists members_signup_date');
  await knex.raw('drop index if exists conversation_members_unread');
  await knex.schema.dropTableIfExists('sent_reminders');
}
