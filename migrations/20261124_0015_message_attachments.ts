import type { Knex } from 'knex';

/** A message may carry a gift or a photo (issue 11): what it is, as JSON, beside its text. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.jsonb('attachment').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropColumn('attachment');
  });
}
