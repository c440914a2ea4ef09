import type { Knex } from 'knex';

/**
 * Issue 25, decision 0070: the back office's operators (not members: accounts of their own, with a role and TOTP),
 * their recovery codes (digests, each spent once), their sessions (short-lived, an idle end), and the audit trail —
 * append-only: a trigger refuses every UPDATE and DELETE of its rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('operators', (t) => {
    t.bigIncrements('id').primary();
    t.text('email').notNullable();
    t.text('name').notNullable();
    t.text('role').notNullable();
    t.text('password_hash').notNullable();
    t.text('totp_state').notNullable().defaultTo('none');
    t.text('totp_secret').nullable();
    t.bigInteger('totp_last_step').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table operators add constraint operators_role_known check (role in ('admin','moderator','support','finance'))`);
  await knex.raw(`alter table operators add constraint operators_totp_state check (totp_state in ('none','pending','enrolled') and (totp_state = 'none') = (totp_secret is null))`);
  await knex.raw('create unique index operators_email on operators (lower(email))');

  await knex.schema.createTable('operator_recovery_codes', (t) => {
    t.bigInteger('operator_id').notNullable().references('operators.id').onDelete('CASCADE');
    t.text('code_digest').notNullable();
    t.primary(['operator_id', 'code_digest']);
  });

  await knex.schema.createTable('operator_sessions', (t) => {
    t.text('token_digest').primary();
    t.bigInteger('operator_id').notNullable().references('operators.id').onDelete('CASCADE');
    t.text('stage').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('idle_until', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table operator_sessions add constraint operator_sessions_stage check (stage in ('second_factor','full'))`);
  await knex.raw('create index operator_sessions_operator on operator_sessions (operator_id)');

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary();
    // No foreign key: a row outlives anything it names.
    t.bigInteger('operator_id').nullable();
    t.boolean('by_console').notNullable().defaultTo(false);
    t.text('action').notNullable();
    t.text('target').nullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.text('reason').nullable();
    t.jsonb('details').nullable();
  });
  await knex.raw('alter table audit_log add constraint audit_log_who check ((operator_id is null) = by_console)');
  await knex.raw('create index audit_log_target on audit_log (target) where target is not null');
  await knex.raw(`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
    end
    $$`);
  await knex.raw('create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_append_only()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
  await knex.raw('drop function if exists audit_log_append_only()');
  await knex.schema.dropTableIfExists('operator_sessions');
  await knex.schema.dropTableIfExists('operator_recovery_codes');
  await knex.schema.dropTableIfExists('operators');
}
