import type { Knex } from 'knex';

/**
 * Issue 22, decision 0043: private photos and chat photos live outside `/media`, under `private/…` paths. Each start
 * asks which stored files are not where who may see them says (media stored before this, or a move cut short) and
 * moves them; these partial indexes hold only those rows, so the question costs nothing once everything is in place.
 * The queries of adapters/postgres/postgres-misplaced-media.ts repeat the predicates word for word.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index photos_misplaced on photos (id) where is_private <> (filename like 'private/%')`);
  await knex.raw(`create index messages_public_photo on messages (id) where attachment->>'kind' = 'photo' and attachment->>'filename' not like 'private/%'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists messages_public_photo');
  await knex.raw('drop index if exists photos_misplaced');
}
