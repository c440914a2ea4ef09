import type { Knex } from 'knex';

/**
 * Issue 25, decision 0076: refunds and reversed direct debits. `payment_refunds` holds each refund or reversal of a
 * payment (a refund is reserved as `pending` before the gateway is asked, then `refunded` or `failed`); the key a
 * retry repeats is unique, and a payment is reversed at most once. `credit_debts` records what a member owes in
 * credits when a refund or reversal took more than her balance: `owed` rows add, `settled` rows (from later
 * purchases) take off; what she owes is their sum, never below zero. The sandbox's checkouts learn refunds and
 * chargebacks as Mollie's payments do.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_refunds', (t) => {
    t.bigIncrements('id').primary();
    t.text('payment_id').notNullable().references('payments.payment_id').onDelete('CASCADE');
    t.bigInteger('member_id').nullable().references('members.id').onDelete('SET NULL');
    t.text('kind').notNullable();
    t.text('status').notNullable();
    t.integer('amount_cents').notNullable();
    t.integer('credits_taken').notNullable().defaultTo(0);
    t.integer('debt_credits').notNullable().defaultTo(0);
    t.text('reason').notNullable();
    t.text('idempotency_key').notNullable().unique();
    t.text('provider_ref').nullable();
    t.bigInteger('operator_id').nullable();
    t.text('source').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('settled_at', { useTz: true }).nullable();
    t.index(['payment_id']);
  });
  await knex.raw(`alter table payment_refunds add constraint payment_refunds_kind check (kind in ('refund','reversal'))`);
  await knex.raw(`alter table payment_refunds add constraint payment_refunds_status check (status in ('pending','refunded','failed'))`);
  await knex.raw(`alter table payment_refunds add constraint payment_refunds_amounts check (amount_cents >= 0 and credits_taken >= 0 and debt_credits >= 0)`);
  await knex.raw(`create unique index payment_refunds_one_reversal on payment_refunds (payment_id) where kind = 'reversal'`);

  await knex.schema.createTable('credit_debts', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE').index();
    t.integer('credits').notNullable();
    t.text('reference').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table credit_debts add constraint credit_debts_not_zero check (credits <> 0)`);

  await knex.schema.alterTable('sandbox_checkouts', (t) => {
    t.integer('refunded_cents').notNullable().defaultTo(0);
    t.integer('charged_back_cents').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('sandbox_refunds', (t) => {
    t.text('refund_ref').primary();
    t.text('checkout_ref').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('idempotency_key').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  // Listing every payment newest first, and by status.
  await knex.raw('create index payments_created on payments (created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists payments_created');
  await knex.schema.dropTableIfExists('sandbox_refunds');
  await knex.schema.alterTable('sandbox_checkouts', (t) => {
    t.dropColumn('refunded_cents');
    t.dropColumn('charged_back_cents');
  });
  await knex.schema.dropTableIfExists('credit_debts');
  await knex.schema.dropTableIfExists('payment_refunds');
}
