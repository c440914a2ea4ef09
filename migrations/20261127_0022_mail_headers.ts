import type { Knex } from 'knex';

/**
 * Issue 23, decision 0057: the development mailbox keeps the header fields a mail was sent with beyond its address and
 * subject (List-Unsubscribe, List-Unsubscribe-Post), as the SMTP transport sends them, so tests and a developer see
 * what a mail client would: `{"List-Unsubscribe": "<https://…>", …}`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('headers').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('headers');
  });
}
