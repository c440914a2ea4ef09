import type { Knex } from 'knex';

/**
 * SPEC §4 (issue 27): a member who has not confirmed her email has profile status disabled, seen by nobody; confirming
 * makes it active. Signup now stores it so; the profiles of members still waiting for confirmation follow.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update profiles p set status = 'disabled' from members m where m.id = p.member_id and m.status = 'not_confirmed' and p.status = 'active'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`update profiles p set status = 'active' from members m where m.id = p.member_id and m.status = 'not_confirmed' and p.status = 'disabled'`);
}
