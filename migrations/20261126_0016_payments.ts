import type { Knex } from 'knex';

/**
 * Issue 12, money: payments (one row per order, its status as the provider last said it), discount codes and who
 * redeemed them, direct-debit mandates and their SMS codes, and the SMS outbox. A purchase is credited once: the
 * ledger holds at most one `purchase` row per payment reference.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.bigIncrements('id').primary();
    t.text('payment_id').notNullable().unique();
    // A purged account leaves its payments behind without a member: the bookkeeping must keep them (7 years in NL).
    t.bigInteger('member_id').nullable().references('members.id').onDelete('SET NULL');
    t.text('domain').notNullable();
    t.integer('bundle_id').notNullable();
    t.integer('credits').notNullable();
    t.integer('list_amount_cents').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('method').notNullable();
    t.text('status').notNullable();
    t.text('provider').notNullable();
    t.text('provider_ref').nullable();
    t.text('checkout_url').nullable();
    t.text('discount_code').nullable();
    t.integer('discount_percentage').notNullable().defaultTo(0);
    t.timestamp('consent_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.index(['member_id', 'created_at']);
    t.unique(['provider', 'provider_ref']);
  });
  await knex.raw(`alter table payments add constraint payments_status_known check (status in ('open','pending','completed','failed','cancelled'))`);
  await knex.raw(`alter table payments add constraint payments_amounts check (amount_cents >= 0 and amount_cents <= list_amount_cents and credits > 0)`);
  // The sweeper's question: which payments are still open or pending, oldest first.
  await knex.raw(`create index payments_unsettled on payments (updated_at) where status in ('open','pending')`);

  await knex.schema.createTable('discount_codes', (t) => {
    t.bigIncrements('id').primary();
    t.text('code').notNullable();
    t.text('country').nullable();
    t.bigInteger('member_id').nullable().references('members.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.integer('percentage').notNullable();
    t.text('currency').notNullable().defaultTo('EUR');
    t.integer('minimum_order_cents').notNullable().defaultTo(0);
    t.text('status').notNullable().defaultTo('active');
    t.text('validity').notNullable().defaultTo('once_per_user');
    t.jsonb('payment_methods').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw(`create unique index discount_codes_code on discount_codes (upper(code))`);
  await knex.raw(`alter table discount_codes add constraint discount_codes_percentage check (percentage between 1 and 100)`);

  await knex.schema.createTable('discount_redemptions', (t) => {
    t.bigIncrements('id').primary();
    t.text('code').notNullable();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.text('payment_id').notNullable();
    t.timestamp('redeemed_at', { useTz: true }).notNullable();
    t.unique(['code', 'member_id']);
  });

  await knex.schema.alterTable('members', (t) => {
    t.boolean('direct_debit_blocked').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('direct_debit_mandates', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE').index();
    t.text('payment_id').notNullable().unique();
    t.text('account_holder').notNullable();
    t.text('iban').notNullable();
    t.text('street').notNullable();
    t.text('house_number').notNullable();
    t.text('postcode').notNullable();
    t.text('city').notNullable();
    t.text('mobile').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('sms_codes', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE').index();
    t.text('mobile').notNullable();
    t.text('code_digest').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('sms_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('to').notNullable();
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  // The sandbox provider of the embedded default (adapters/payments/sandbox-payments.ts): its checkouts, as a
  // provider would keep them, in the database so every instance sees the same.
  await knex.schema.createTable('sandbox_checkouts', (t) => {
    t.text('ref').primary();
    t.text('payment_id').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('method').notNullable();
    t.text('description').notNullable();
    t.text('return_url').notNullable();
    t.text('webhook_url').notNullable();
    t.text('status').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.raw(`create unique index credit_ledger_one_purchase on credit_ledger (reference) where reason = 'purchase'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists credit_ledger_one_purchase');
  for (const table of ['sandbox_checkouts', 'sms_outbox', 'sms_codes', 'direct_debit_mandates', 'discount_redemptions', 'discount_codes', 'payments']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('members', (t) => t.dropColumn('direct_debit_blocked'));
}
