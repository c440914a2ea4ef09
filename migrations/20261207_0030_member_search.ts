import type { Knex } from 'knex';

/**
 * Issue 25, decision 0073: the back office finds a member by the start of her address, case-insensitive. The unique
 * index on lower(email) serves equality only (its collation is not C); this one serves `lower(email) like 'anna%'`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index members_email_prefix on members (lower(email) text_pattern_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists members_email_prefix');
}
