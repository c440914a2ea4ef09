import type { Knex } from 'knex';

/**
 * Search over a million profiles (tools/bench/search-members.ts). A search used to join every candidate profile to
 * its member to ask whether others may see it (status, invisible): a random read per row. Now each profile carries
 * a copy of its member's status and invisible flag, kept by the database itself (a trigger on members, and one that
 * fills the copy on every new profile), so a search reads one table, and the partial indexes below hold exactly the
 * profiles others may find, in the order of the results (newest first) with the birth date for the age filter:
 * a page and a count read the index alone. decision 0021.
 */
const SEARCHABLE = `status = 'active' and member_status = 'active' and not member_invisible`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('profiles', (t) => {
    t.text('member_status').notNullable().defaultTo('not_confirmed');
    t.boolean('member_invisible').notNullable().defaultTo(false);
  });
  await knex.raw(`update profiles p set member_status = m.status, member_invisible = m.invisible from members m where m.id = p.member_id`);

  await knex.raw(`
    create function profiles_copy_member() returns trigger language plpgsql as $$
    begin
      select m.status, m.invisible into new.member_status, new.member_invisible from members m where m.id = new.member_id;
      return new;
    end $$`);
  await knex.raw(`create trigger profiles_copy_member before insert or update of member_id on profiles for each row execute function profiles_copy_member()`);
  await knex.raw(`
    create function members_copy_to_profile() returns trigger language plpgsql as $$
    begin
      update profiles set member_status = new.status, member_invisible = new.invisible where member_id = new.id;
      return null;
    end $$`);
  await knex.raw(`
    create trigger members_copy_to_profile after update of status, invisible on members for each row
    when (old.status is distinct from new.status or old.invisible is distinct from new.invisible)
    execute function members_copy_to_profile()`);

  await knex.raw(`drop index if exists profiles_search`);
  await knex.raw(`drop index if exists profiles_search_newest`);
  await knex.raw(`create index profiles_search_place on profiles (gender, country, region, created_at desc, member_id desc, birth_date) where ${SEARCHABLE}`);
  await knex.raw(`create index profiles_search_country on profiles (gender, country, created_at desc, member_id desc, birth_date) where ${SEARCHABLE}`);
  await knex.raw(`create index profiles_search_gender on profiles (gender, created_at desc, member_id desc, birth_date) where ${SEARCHABLE}`);
  await knex.raw(`create index profiles_search_all on profiles (created_at desc, member_id desc, birth_date) where ${SEARCHABLE}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['profiles_search_place', 'profiles_search_country', 'profiles_search_gender', 'profiles_search_all']) await knex.raw(`drop index if exists ${index}`);
  await knex.raw(`create index profiles_search on profiles (status, gender, country, region, birth_date)`);
  await knex.raw(`create index profiles_search_newest on profiles (status, created_at desc)`);
  await knex.raw(`drop trigger if exists members_copy_to_profile on members`);
  await knex.raw(`drop trigger if exists profiles_copy_member on profiles`);
  await knex.raw(`drop function if exists members_copy_to_profile()`);
  await knex.raw(`drop function if exists profiles_copy_member()`);
  await knex.schema.alterTable('profiles', (t) => {
    t.dropColumn('member_status');
    t.dropColumn('member_invisible');
  });
}
