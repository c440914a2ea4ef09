import type { Knex } from 'knex';

/**
 * Likes (issue 10; SPEC §3, §4): who liked whom, whether the liked member has opened the liker's profile since
 * (`is_new`, SPEC's like_new), when the like was announced to her by the "New like!" popup, and how it was given.
 * A mutual like is a match; it is not stored twice. `swipe_days` counts a member's swipe-game likes per day, so the
 * daily cap of a free member is counted first, atomically (SPEC §9: 4 a day).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('likes', (t) => {
    t.bigInteger('liker_id').notNullable().references('members.id').onDelete('CASCADE');
    t.bigInteger('liked_id').notNullable().references('members.id').onDelete('CASCADE');
    t.text('via').notNullable();
    t.boolean('is_new').notNullable().defaultTo(true);
    t.timestamp('announced_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['liker_id', 'liked_id']);
    t.index(['liked_id', 'created_at']);
  });
  await knex.raw(`alter table likes add constraint likes_not_self check (liker_id <> liked_id)`);
  await knex.raw(`alter table likes add constraint likes_via check (via in ('profile', 'swipe'))`);
  await knex.schema.createTable('swipe_days', (t) => {
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('likes').notNullable();
    t.primary(['member_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('swipe_days');
  await knex.schema.dropTableIfExists('likes');
}
