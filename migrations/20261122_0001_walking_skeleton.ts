import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (t) => {
    t.text('domain').notNullable();
    t.text('key').notNullable();
    t.jsonb('value').notNullable();
    t.primary(['domain', 'key']);
  });

  await knex.schema.createTable('members', (t) => {
    t.bigIncrements('id').primary();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('status').notNullable().defaultTo('not_confirmed');
    t.integer('credits').notNullable().defaultTo(0);
    t.integer('free_messages').notNullable().defaultTo(0);
    t.boolean('paid_user').notNullable().defaultTo(false);
    t.timestamp('signup_date', { useTz: true }).notNullable();
    t.text('language').notNullable().defaultTo('nl');
    t.boolean('fictional').notNullable().defaultTo(false);
    t.jsonb('notifications_disabled').notNullable().defaultTo('[]');
  });
  await knex.raw(`alter table members add constraint members_credits_not_negative check (credits >= 0)`);
  await knex.raw(`alter table members add constraint members_free_messages_not_negative check (free_messages >= 0)`);
  await knex.raw(`alter table members add constraint members_status_known check (status in ('not_confirmed','active','deleted'))`);
  await knex.raw(`create unique index members_email_unique on members (lower(email))`);

  await knex.schema.createTable('profiles', (t) => {
    t.bigInteger('member_id').primary().references('members.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('gender').notNullable();
    t.text('sexuality').notNullable();
    t.date('birth_date').notNullable();
    t.text('country').notNullable();
    t.text('region').notNullable().defaultTo('');
    t.text('city').notNullable().defaultTo('');
    t.text('reason').notNullable().defaultTo('');
    t.text('hair_colour').notNullable().defaultTo('');
    t.text('eye_colour').notNullable().defaultTo('');
    t.text('body_type').notNullable().defaultTo('');
    t.text('relationship_status').notNullable().defaultTo('');
    t.text('tattoos').notNullable().defaultTo('');
    t.jsonb('interests').notNullable().defaultTo('[]');
    t.text('about').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('active');
    t.text('main_image').nullable();
    t.text('main_image_thumb').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table profiles add constraint profiles_gender_known check (gender in ('male','female'))`);
  await knex.raw(`alter table profiles add constraint profiles_sexuality_known check (sexuality in ('hetero','gay','lesbian','bi'))`);
  await knex.raw(`alter table profiles add constraint profiles_status_known check (status in ('active','disabled'))`);
  // Search filters on status, gender, country, region and an age range (birth_date); newest first.
  await knex.raw(`create index profiles_search on profiles (status, gender, country, region, birth_date)`);
  await knex.raw(`create index profiles_search_newest on profiles (status, created_at desc)`);

  await knex.schema.createTable('sessions', (t) => {
    t.text('token_digest').primary();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('conversations', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('member_low').notNullable().references('members.id').onDelete('CASCADE');
    t.bigInteger('member_high').notNullable().references('members.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_message_at', { useTz: true }).nullable();
    t.unique(['member_low', 'member_high']);
  });
  await knex.raw(`alter table conversations add constraint conversations_two_members check (member_low < member_high)`);

  await knex.schema.createTable('conversation_members', (t) => {
    t.bigInteger('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.integer('unread_count').notNullable().defaultTo(0);
    t.primary(['conversation_id', 'member_id']);
    t.index(['member_id']);
  });
  await knex.raw(`alter table conversation_members add constraint conversation_members_unread_not_negative check (unread_count >= 0)`);

  await knex.schema.createTable('messages', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.bigInteger('sender_id').notNullable().references('members.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.boolean('held').notNullable().defaultTo(false);
    t.index(['conversation_id', 'id']);
  });

  await knex.schema.createTable('credit_ledger', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE').index();
    t.integer('amount').notNullable();
    t.text('reason').notNullable();
    t.text('reference').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw(
    `alter table credit_ledger add constraint credit_ledger_reason_known check (reason in ('purchase','message','gift','photo','signup_bonus','refund','correction'))`,
  );
  await knex.raw(`alter table credit_ledger add constraint credit_ledger_amount_not_zero check (amount <> 0)`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['credit_ledger', 'messages', 'conversation_members', 'conversations', 'sessions', 'profiles', 'members', 'settings']) {
    await knex.schema.dropTableIfExists(table);
  }
}
