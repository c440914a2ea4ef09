import type { Knex } from 'knex';

/**
 * Issue 23: a member's pushes reach every browser she turned them on in (her phone and her laptop), not only the last
 * one. A row per device, found by its endpoint: a browser's endpoint belongs to one member at a time (the member who
 * saved it last), so a shared device never gets another member's pushes. Her "no" is one row of its own. A save takes a
 * new id: the newest choice is the row with the highest id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table push_subscriptions drop constraint push_subscriptions_pkey`);
  await knex.raw(`alter table push_subscriptions add column id bigserial primary key`);
  await knex.raw(`create unique index push_subscriptions_endpoint_once on push_subscriptions (endpoint) where endpoint is not null`);
  await knex.raw(`create unique index push_subscriptions_denied_once on push_subscriptions (member_id) where state = 'denied'`);
  await knex.raw(`create index push_subscriptions_member on push_subscriptions (member_id, id)`);
}

export async function down(knex: Knex): Promise<void> {
  // Back to one row per member: her newest.
  await knex.raw(`delete from push_subscriptions p using push_subscriptions newer where newer.member_id = p.member_id and newer.id > p.id`);
  await knex.raw(`drop index push_subscriptions_member`);
  await knex.raw(`drop index push_subscriptions_denied_once`);
  await knex.raw(`drop index push_subscriptions_endpoint_once`);
  await knex.raw(`alter table push_subscriptions drop column id`);
  await knex.raw(`alter table push_subscriptions add primary key (member_id)`);
}
