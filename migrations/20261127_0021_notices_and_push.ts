import type { Knex } from 'knex';

/**
 * Issue 23, decision 0055: the outbox carries member notices (a message, a like, a match) and the web pushes they fan
 * out into, beside mail and SMS.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table outbox drop constraint outbox_kind_known`);
  await knex.raw(`alter table outbox add constraint outbox_kind_known check (kind in ('mail','sms','notice','push'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('outbox').whereIn('kind', ['notice', 'push']).delete();
  await knex.raw(`alter table outbox drop constraint outbox_kind_known`);
  await knex.raw(`alter table outbox add constraint outbox_kind_known check (kind in ('mail','sms'))`);
}
