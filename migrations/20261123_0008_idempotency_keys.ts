import type { Knex } from 'knex';

/** Idempotency keys of calls that spend or send (decision 0014): one row per member and key, with the answer given. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.text('key').notNullable();
    t.text('fingerprint').notNullable();
    t.integer('status');
    t.jsonb('body');
    t.timestamp('created_at', { useTz: true }).notNullable().index();
    t.primary(['member_id', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}
