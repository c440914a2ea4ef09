import type { Knex } from 'knex';

/** Photos and push subscriptions. Language and location live on members and profiles already. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('photos', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.text('filename').notNullable();
    t.text('thumb_filename').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['member_id', 'id']);
  });

  await knex.schema.createTable('push_subscriptions', (t) => {
    t.bigInteger('member_id').primary().references('members.id').onDelete('CASCADE');
    t.text('state').notNullable();
    t.text('endpoint').nullable();
    t.text('p256dh').nullable();
    t.text('auth').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table push_subscriptions add constraint push_subscriptions_state_known check (state in ('subscribed','denied'))`);
  await knex.raw(
    `alter table push_subscriptions add constraint push_subscriptions_keys_when_subscribed check ((state = 'denied') or (endpoint is not null and p256dh is not null and auth is not null))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('push_subscriptions');
  await knex.schema.dropTableIfExists('photos');
}
