import type { Knex } from 'knex';

/**
 * Single-use links (activation, password reset, email change, reactivation), stored by digest; the mail outbox;
 * invite codes for invite-only signups; the tracking data a member arrived with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.boolean('invisible').notNullable().defaultTo(false);
    t.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('account_links', (t) => {
    t.text('digest').primary();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('payload').nullable();
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['member_id', 'purpose', 'issued_at']);
  });
  await knex.raw(
    `alter table account_links add constraint account_links_purpose_known check (purpose in ('activation','password_reset','email_change','reactivation'))`,
  );

  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('to').notNullable();
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('html').notNullable();
    t.text('template').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`create index mail_outbox_to on mail_outbox (lower("to"), id desc)`);

  await knex.schema.createTable('invites', (t) => {
    t.text('code').primary();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigInteger('used_by').nullable().references('members.id').onDelete('SET NULL');
    t.timestamp('used_at', { useTz: true }).nullable();
  });

  await knex.schema.createTable('member_tracking', (t) => {
    t.bigInteger('member_id').primary().references('members.id').onDelete('CASCADE');
    t.text('network').nullable();
    t.text('ref').nullable();
    t.text('sub1').nullable();
    t.text('sub2').nullable();
    t.text('sub3').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['member_tracking', 'invites', 'mail_outbox']) await knex.schema.dropTableIfExists(table);
  await knex.schema.dropTableIfExists('account_links');
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('invisible');
    t.dropColumn('deleted_at');
  });
}
