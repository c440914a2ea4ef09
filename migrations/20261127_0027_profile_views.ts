import type { Knex } from 'knex';

/**
 * Issue 27, decision 0068: "Wie bekeek mij". One row per member who opened another's profile and that member, its
 * time the latest view (a later view updates it); a member's list reads her newest rows on the index. When she last
 * opened the list is kept on her member row: views after it are new (the navigation's badge).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('profile_views', (t) => {
    t.bigInteger('viewed_id').notNullable().references('members.id').onDelete('CASCADE');
    t.bigInteger('viewer_id').notNullable().references('members.id').onDelete('CASCADE');
    t.timestamp('viewed_at', { useTz: true }).notNullable();
    t.primary(['viewed_id', 'viewer_id']);
  });
  await knex.raw('alter table profile_views add constraint profile_views_not_self check (viewed_id <> viewer_id)');
  await knex.raw('create index profile_views_newest on profile_views (viewed_id, viewed_at desc)');
  // The cascade from a viewer's member row deletes her rows by viewer_id.
  await knex.raw('create index profile_views_viewer on profile_views (viewer_id)');
  await knex.schema.alterTable('members', (t) => {
    t.timestamp('visitors_seen_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('members', (t) => {
    t.dropColumn('visitors_seen_at');
  });
  await knex.schema.dropTableIfExists('profile_views');
}
