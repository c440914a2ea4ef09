import type { Knex } from 'knex';

/**
 * Issue 22, decision 0042: the transactional outbox (a row per side effect, written in the transaction of the change
 * it follows from, delivered by a worker on any instance) and the schedules of the job runner (one run per interval
 * across the cluster). The development mailbox (mail_outbox) gets the delivery's Message-ID, so a row delivered twice
 * after a crash is kept once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable();
    t.jsonb('payload').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    // The worker that holds the row: it renews its lease right before each delivery, and only while it still holds it.
    t.text('locked_by').nullable();
    t.timestamp('delivered_at', { useTz: true }).nullable();
    t.timestamp('dead_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
  });
  await knex.raw(`alter table outbox add constraint outbox_kind_known check (kind in ('mail','sms'))`);
  // The worker's question: which rows are due, soonest first. Delivered and dead rows leave the index.
  await knex.raw(`create index outbox_due on outbox (next_attempt_at, id) where delivered_at is null and dead_at is null`);
  await knex.raw(`create index outbox_dead on outbox (dead_at) where dead_at is not null`);

  await knex.schema.createTable('job_schedules', (t) => {
    t.text('name').primary();
    t.integer('interval_seconds').notNullable();
    t.timestamp('next_run_at', { useTz: true }).notNullable();
    t.timestamp('running_until', { useTz: true }).nullable();
    t.timestamp('last_started_at', { useTz: true }).nullable();
    t.timestamp('last_finished_at', { useTz: true }).nullable();
    t.text('last_result').nullable();
    t.text('last_error').nullable();
    t.integer('failures_in_a_row').notNullable().defaultTo(0);
    t.integer('runs').notNullable().defaultTo(0);
  });

  await knex.schema.alterTable('mail_outbox', (t) => {
    t.text('message_id').nullable();
  });
  await knex.raw(`create unique index mail_outbox_message_id on mail_outbox (message_id) where message_id is not null`);
  await knex.schema.alterTable('sms_outbox', (t) => {
    t.text('message_id').nullable();
  });
  await knex.raw(`create unique index sms_outbox_message_id on sms_outbox (message_id) where message_id is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists sms_outbox_message_id');
  await knex.schema.alterTable('sms_outbox', (t) => t.dropColumn('message_id'));
  await knex.raw('drop index if exists mail_outbox_message_id');
  await knex.schema.alterTable('mail_outbox', (t) => t.dropColumn('message_id'));
  await knex.schema.dropTable('job_schedules');
  await knex.schema.dropTable('outbox');
}
