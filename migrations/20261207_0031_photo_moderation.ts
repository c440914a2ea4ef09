import type { Knex } from 'knex';

/**
 * Issue 25, decision 0075: every photo a member puts online — on her profile or in a chat — gets one row in the
 * moderators' photo queue: pending until a moderator approves or rejects it (who, when, why). The database adds the row
 * when the photo or the photo message is stored, so no way of storing one passes the queue by. Photos stored before
 * this migration enter the queue once too: none has been seen by a moderator. A rejected profile photo's row goes
 * from `photos` (photo_id set null) and a rejected chat photo's message keeps no photo; the review keeps the outcome
 * for her own photo list and the audit. A report resolved by hiding a photo has its outcome `hide_photo`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('photo_reviews', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable();
    t.bigInteger('member_id').notNullable().references('members.id').onDelete('CASCADE');
    t.bigInteger('photo_id').nullable().unique().references('photos.id').onDelete('SET NULL');
    t.bigInteger('message_id').nullable().unique().references('messages.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.text('state').notNullable().defaultTo('pending');
    t.text('reason').nullable();
    t.text('note').nullable();
    t.bigInteger('operator_id').nullable().references('operators.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true }).nullable();
  });
  await knex.raw(`alter table photo_reviews add constraint photo_reviews_kind_known check (kind in ('profile','chat'))`);
  await knex.raw(`alter table photo_reviews add constraint photo_reviews_state_known check (state in ('pending','approved','rejected'))`);
  await knex.raw(`alter table photo_reviews add constraint photo_reviews_reviewed check ((state = 'pending') = (reviewed_at is null))`);
  await knex.raw(
    `alter table photo_reviews add constraint photo_reviews_reason_known check ((state = 'rejected') = (reason is not null) and (reason is null or reason in ('nudity','not_the_member','minor','violence','contact_details','other')))`,
  );
  await knex.raw('create index photo_reviews_queue on photo_reviews (created_at, id) where state = \'pending\'');
  await knex.raw('create index photo_reviews_member on photo_reviews (member_id, reviewed_at desc) where state = \'rejected\'');

  await knex.raw(`
    create function photo_review_of_photo() returns trigger language plpgsql as $$
    begin
      insert into photo_reviews (kind, member_id, photo_id, created_at) values ('profile', new.member_id, new.id, new.created_at);
      return new;
    end $$`);
  await knex.raw('create trigger photos_reviewed after insert on photos for each row execute function photo_review_of_photo()');
  await knex.raw(`
    create function photo_review_of_message() returns trigger language plpgsql as $$
    begin
      if new.attachment ->> 'kind' = 'photo' then
        insert into photo_reviews (kind, member_id, message_id, created_at) values ('chat', new.sender_id, new.id, new.sent_at);
      end if;
      return new;
    end $$`);
  await knex.raw('create trigger messages_photo_reviewed after insert on messages for each row execute function photo_review_of_message()');

  await knex.raw(`insert into photo_reviews (kind, member_id, photo_id, created_at) select 'profile', member_id, id, created_at from photos order by id`);
  await knex.raw(
    `insert into photo_reviews (kind, member_id, message_id, created_at) select 'chat', sender_id, id, sent_at from messages where attachment ->> 'kind' = 'photo' order by id`,
  );

  await knex.raw('alter table reports drop constraint reports_outcome_known');
  await knex.raw(
    `alter table reports add constraint reports_outcome_known check ((status = 'resolved') = (outcome is not null) and (outcome is null or outcome in ('dismiss','warn','suspend','hide_photo')))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`update reports set outcome = 'dismiss' where outcome = 'hide_photo'`);
  await knex.raw('alter table reports drop constraint reports_outcome_known');
  await knex.raw(
    `alter table reports add constraint reports_outcome_known check ((status = 'resolved') = (outcome is not null) and (outcome is null or outcome in ('dismiss','warn','suspend')))`,
  );
  await knex.raw('drop trigger if exists messages_photo_reviewed on messages');
  await knex.raw('drop function if exists photo_review_of_message()');
  await knex.raw('drop trigger if exists photos_reviewed on photos');
  await knex.raw('drop function if exists photo_review_of_photo()');
  await knex.schema.dropTableIfExists('photo_reviews');
}
