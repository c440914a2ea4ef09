import type { Knex } from 'knex';

/**
 * Issue 22, decision 0044.
 *
 * A discount code is reserved for a payment when its checkout starts, and redeemed when the payment completes: a row
 * of `discount_redemptions` is now `reserved` (no `redeemed_at` yet) or `redeemed`. A failed or cancelled payment
 * deletes its reservation. The unique indexes make the reservation atomic across instances: the existing one on
 * (code, member) holds a code once per member; `single_use` rows (a code valid once at all) hold their code once
 * across members; `welcome` rows (TIMEBONUS25 and the welcome code, her first-purchase offers) hold one of them per
 * member. Rows from before this migration stay `redeemed` with both flags false, so the new unique indexes cannot
 * fail on them (two members may have redeemed one single-use code then); checkout still reads them as used.
 *
 * The payment sweeper asks about the payments it checked longest ago (never first), so payments that stay open at
 * their provider can no longer hide the others: `last_checked_at`, and an index in that order over the unsettled
 * payments in place of the one by `updated_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('discount_redemptions', (t) => {
    t.text('status').notNullable().defaultTo('redeemed');
    t.boolean('single_use').notNullable().defaultTo(false);
    t.boolean('welcome').notNullable().defaultTo(false);
    t.timestamp('reserved_at', { useTz: true }).nullable();
    // Release and redemption find the row by its payment.
    t.index(['payment_id'], 'discount_redemptions_payment');
  });
  await knex.raw('alter table discount_redemptions alter column redeemed_at drop not null');
  await knex.raw(
    `alter table discount_redemptions add constraint discount_redemptions_status check (
      (status = 'reserved' and redeemed_at is null) or (status = 'redeemed' and redeemed_at is not null))`,
  );
  await knex.raw('create unique index discount_redemptions_single_use on discount_redemptions (code) where single_use');
  await knex.raw('create unique index discount_redemptions_one_welcome on discount_redemptions (member_id) where welcome');

  await knex.schema.alterTable('payments', (t) => {
    t.timestamp('last_checked_at', { useTz: true }).nullable();
  });
  await knex.raw('drop index if exists payments_unsettled');
  // The sweeper's question: the unsettled payments asked about longest ago, never asked first, then in order made.
  await knex.raw(`create index payments_sweep on payments (last_checked_at asc nulls first, id) where status in ('open','pending')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists payments_sweep');
  await knex.raw(`create index payments_unsettled on payments (updated_at) where status in ('open','pending')`);
  await knex.schema.alterTable('payments', (t) => t.dropColumn('last_checked_at'));

  await knex.raw('drop index if exists discount_redemptions_one_welcome');
  await knex.raw('drop index if exists discount_redemptions_single_use');
  await knex.raw('alter table discount_redemptions drop constraint if exists discount_redemptions_status');
  // Reservations were never redemptions: they go, and redeemed_at is required again.
  await knex('discount_redemptions').where('status', 'reserved').delete();
  await knex.raw('alter table discount_redemptions alter column redeemed_at set not null');
  await knex.schema.alterTable('discount_redemptions', (t) => {
    t.dropIndex(['payment_id'], 'discount_redemptions_payment');
    t.dropColumn('reserved_at');
    t.dropColumn('welcome');
    t.dropColumn('single_use');
    t.dropColumn('status');
  });
}
