import type { Knex } from 'knex';

/**
 * Issue 25, decision 0078: the back office's dashboard and the operators' discount codes.
 *
 * - A member's domain (the site she signed up on) and the moment she confirmed her address were not stored: the
 *   dashboard counts signups and activations per domain and per day. Members from before this migration keep no
 *   domain (the dashboard counts them under every domain only when no domain is chosen); their activation moment is
 *   taken from the activation link they used, where one is left.
 * - Indexes for the dashboard's per-day counts over a date range: each figure reads its own range of one index.
 * - Discount codes get a use limit counted atomically (`uses` moved by a conditional UPDATE in the reservation's
 *   transaction), a start (`valid_from`) and a domain.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.text('domain').nullable();
    t.timestamp('activated_at', { useTz: true }).nullable();
  });
  await knex.raw(`
    update members m set activated_at = l.used_at
      from (select member_id, min(used_at) as used_at from account_links where purpose = 'activation' and used_at is not null group by member_id) l
     where m.id = l.member_id and m.status <> 'not_confirmed' and m.activated_at is null`);
  await knex.raw('create index members_signup_day on members (signup_date, domain)');
  // The domain filter's choices: a skip scan, one probe per domain.
  await knex.raw('create index members_domain on members (domain) where domain is not null');
  await knex.raw('create index members_activated_day on members (activated_at, domain) where activated_at is not null');
  await knex.raw(`create index payments_completed_day on payments (paid_at, domain) where status = 'completed'`);
  await knex.raw('create index messages_sent_day on messages (sent_at)');
  await knex.raw('create index reports_created_day on reports (created_at, domain)');

  await knex.schema.alterTable('discount_codes', (t) => {
    t.integer('max_uses').nullable();
    t.integer('uses').notNullable().defaultTo(0);
    t.timestamp('valid_from', { useTz: true }).nullable();
    t.text('domain').nullable();
  });
  await knex.raw('alter table discount_codes add constraint discount_codes_uses check (uses >= 0 and (max_uses is null or (max_uses >= 1 and uses <= max_uses)))');
  // Codes held today count as used: reserved and redeemed rows alike (decision 0044).
  await knex.raw(`update discount_codes c set uses = r.n from (select code, count(*)::int as n from discount_redemptions group by code) r where upper(c.code) = r.code`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table discount_codes drop constraint if exists discount_codes_uses');
  await knex.schema.alterTable('discount_codes', (t) => {
    t.dropColumn('max_uses');
    t.dropColumn('uses');
    t.dropColumn('valid_from');
    t.dropColumn('domain');
  });
  for (const index of ['reports_created_day', 'messages_sent_day', 'payments_completed_day', 'members_activated_day', 'members_signup_day', 'members_domain']) await knex.raw(`drop index if exists ${index}`);
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('domain');
    t.dropColumn('activated_at');
  });
}
