import type { Knex } from 'knex';

/**
 * Issue 23, decision 0056: the e-mail preferences of SPEC §3 on the member, as the choices she made (`{"like": false}`);
 * a preference she never chose takes its default (domain/notifications/email-preferences.ts), so a default can change
 * and a preference be added without rewriting every row. `notifications_disabled` exists since the first migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.jsonb('email_preferences').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('email_preferences');
  });
}
