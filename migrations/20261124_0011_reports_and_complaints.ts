import type { Knex } from 'knex';

/**
 * Reports of members and conversations, and complaints (issue 9; SPEC §2 /complaints): stored for the operators,
 * each with a reference the member is given.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    t.bigIncrements('id').primary();
    t.text('reference').notNullable().unique();
    t.bigInteger('reporter_id').nullable().references('members.id').onDelete('SET NULL');
    t.bigInteger('reported_id').nullable().references('members.id').onDelete('SET NULL');
    t.bigInteger('conversation_id').nullable();
    t.text('reason').notNullable();
    t.text('text').notNullable();
    t.text('domain').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['reported_id', 'created_at']);
  });
  await knex.schema.createTable('complaints', (t) => {
    t.bigIncrements('id').primary();
    t.text('reference').notNullable().unique();
    t.bigInteger('member_id').nullable().references('members.id').onDelete('SET NULL');
    t.text('email').notNullable();
    t.text('category').notNullable();
    t.text('description').notNullable();
    t.text('domain').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('complaints');
  await knex.schema.dropTableIfExists('reports');
}
