import type { Knex } from 'knex';

/**
 * Photos get an order and a private flag (issue 9; SPEC §2, §6). The first photo in order (lowest position) is the
 * main image; a private photo is seen whole only by premium members, others see it locked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('photos', (t) => {
    t.integer('position').notNullable().defaultTo(0);
    t.boolean('is_private').notNullable().defaultTo(false);
  });
  await knex.raw(`
    update photos p set position = o.position
    from (select id, (row_number() over (partition by member_id order by id) - 1)::int as position from photos) o
    where o.id = p.id`);
  await knex.schema.alterTable('photos', (t) => {
    t.index(['member_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('photos', (t) => {
    t.dropIndex(['member_id', 'position']);
    t.dropColumn('is_private');
    t.dropColumn('position');
  });
}
