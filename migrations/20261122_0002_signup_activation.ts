import type { Knex } from 'knex';

/** Single-use links (activation, password reset, email change, reactivation), stored by digest. */
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
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_links');
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('invisible');
    t.dropColumn('deleted_at');
  });
}
