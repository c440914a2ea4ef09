import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../domain/operators/roles';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import pino from 'pino';
import { PostgresJobSchedules } from '../../adapters/postgres/postgres-job-schedules';
import { scheduledJobsOf } from '../jobs/scheduled-jobs';
import { startScheduler } from '../jobs/scheduler';

/**
 * Issue 25, decision 0079: /api/admin/members/:id/email, …/delete, …/export, …/erase, and the job that lifts
 * suspensions whose period ended.
 */
describe.each(databaseKinds())('support’s changes, GDPR export and erasure on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) =>
    (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; reason: string | null; operator_id: number | null; by_system: boolean; details: Record<string, unknown> | null }[];
  const mailsTo = async (address: string) =>
    ((await knex()('outbox').select('payload')) as { payload: { mail?: { to: string; template: string } } }[])
      .flatMap((row) => (row.payload.mail?.to.toLowerCase() === address.toLowerCase() ? [row.payload.mail.template] : []));

  it('answers a visitor 401 and a member 403 on every call, and writes nothing', async () => {
    const member = await givenMember(knex());
    const memberCookie = await sessionCookieFor(server.api, member);
    for (const [cookie, status] of [[undefined, 401], [memberCookie, 403]] as const) {
      await post(`/members/${member.id}/email`, { email: 'x@example.nl', reason: 'r' }, cookie).expect(status);
      await post(`/members/${member.id}/delete`, { reason: 'r' }, cookie).expect(status);
      await get(`/members/${member.id}/export`, cookie).expect(status);
      await post(`/members/${member.id}/erase`, { reason: 'r', confirm: member.id }, cookie).expect(status);
    }
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('refuses the wrong roles 403: email and delete are members.edit (support, admin), export and erase gdpr.handle (support, admin)', async () => {
    const member = await givenMember(knex());
    for (const role of ['moderator', 'finance'] as OperatorRole[]) {
      const cookie = await as(role);
      await post(`/members/${member.id}/email`, { email: `new-${Date.now()}@example.nl`, reason: 'r' }, cookie).expect(403, { error: 'forbidden' });
      await post(`/members/${member.id}/delete`, { reason: 'r' }, cookie).expect(403, { error: 'forbidden' });
      await get(`/members/${member.id}/export`, cookie).expect(403, { error: 'forbidden' });
      await post(`/members/${member.id}/erase`, { reason: 'r', confirm: member.id }, cookie).expect(403, { error: 'forbidden' });
    }
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('changes her address at once for support and the admin: both addresses told through the outbox, audited with the reason', async () => {
    const member = await givenMember(knex());
    const fresh = `nieuw-${Date.now()}@example.nl`;
    await post(`/members/${member.id}/email`, { email: fresh, reason: 'Oude mailbox kwijt' }, await as('support')).expect(200, { email: fresh });
    const [row] = await knex()('members').where({ id: member.id }).select('email');
    expect(row.email).toBe(fresh);
    expect(await mailsTo(member.email)).toEqual(['email_changed']);
    expect(await mailsTo(fresh)).toEqual(['email_changed']);
    await post(`/members/${member.id}/email`, { email: `admin-${fresh}`, reason: 'Typfout' }, await as('admin')).expect(200);
    expect((await auditOf(`member:${member.id}`)).map((r) => [r.action, r.reason])).toEqual([
      ['member.email_changed', 'Oude mailbox kwijt'],
      ['member.email_changed', 'Typfout'],
    ]);
  });

  it('names the field of bad input 400 (email, reason, id), refuses another member’s address, and 404s an unknown member', async () => {
    const member = await givenMember(knex());
    const other = await givenMember(knex());
    const support = await as('support');
    const field = (body: object) => post(`/members/${member.id}/email`, body, support).expect(400);
    expect((await field({ email: 'geen-adres', reason: 'r' })).body).toMatchObject({ error: 'invalid_input', field: 'email' });
    expect((await field({ email: other.email.toUpperCase(), reason: 'r' })).body).toMatchObject({ error: 'invalid_input', field: 'email', reason: 'taken' });
    expect((await field({ email: 'ok@example.nl' })).body.field).toBe('reason');
    expect((await field({ email: 'ok@example.nl', reason: '  ' })).body.field).toBe('reason');
    await post('/members/abc/email', { email: 'ok@example.nl', reason: 'r' }, support).expect(400).expect((a) => expect(a.body.field).toBe('id'));
    await post('/members/987654321/email', { email: 'ok2@example.nl', reason: 'r' }, support).expect(404, { error: 'not_found' });
    await post(`/members/${member.id}/delete`, {}, support).expect(400).expect((a) => expect(a.body.field).toBe('reason'));
    await post('/members/987654321/delete', { reason: 'r' }, support).expect(404);
    await post(`/members/${member.id}/erase`, { reason: 'r' }, support).expect(400).expect((a) => expect(a.body.field).toBe('confirm'));
    await post(`/members/${member.id}/erase`, { reason: 'r', confirm: other.id }, support).expect(400).expect((a) => expect(a.body.field).toBe('confirm'));
    await post('/members/987654321/erase', { reason: 'r', confirm: 987654321 }, support).expect(404);
    await get('/members/987654321/export', support).expect(404);
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('deletes her account as she would herself: her session ends, the reactivation mail is queued, audited; a second delete 409', async () => {
    const member = await givenMember(knex());
    const memberCookie = await sessionCookieFor(server.api, member);
    await post(`/members/${member.id}/delete`, { reason: 'Verzoek per mail' }, await as('support')).expect(200, { ok: true });
    const [row] = await knex()('members').where({ id: member.id }).select('status', 'deleted_at');
    expect(row.status).toBe('deleted');
    expect(row.deleted_at).not.toBeNull();
    await server.api.get('/api/user.php').set('Cookie', memberCookie).expect(403);
    expect(await mailsTo(member.email)).toEqual(['reactivation']);
    await post(`/members/${member.id}/delete`, { reason: 'nog eens' }, await as('admin')).expect(409, { error: 'already_deleted' });
    expect((await auditOf(`member:${member.id}`)).map((r) => [r.action, r.reason])).toEqual([['member.deleted', 'Verzoek per mail']]);
  });

  it('exports everything held on her as a JSON file for support, audited; erases her for good keeping the ledger, audited; then 409', async () => {
    const member = await givenMember(knex(), { credits: 20 });
    const partner = await givenMember(knex());
    await sessionCookieFor(server.api, member);
    const [chat] = await knex()('conversations')
      .insert({ member_low: Math.min(member.id, partner.id), member_high: Math.max(member.id, partner.id), created_at: new Date() })
      .returning('id');
    const chatId = Number((chat as { id: number }).id);
    await knex()('conversation_members').insert([
      { conversation_id: chatId, member_id: member.id },
      { conversation_id: chatId, member_id: partner.id },
    ]);
    await knex()('messages').insert([
      { conversation_id: chatId, sender_id: member.id, body: 'Bericht van haar', sent_at: new Date() },
      { conversation_id: chatId, sender_id: partner.id, body: 'Bericht van hem', sent_at: new Date() },
    ]);

    const file = await get(`/members/${member.id}/export`, await as('support')).expect(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="hartslag-gdpr-member-${member.id}.json"`);
    expect(file.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(file.text);
    expect(data).toMatchObject({ format: 'hartslag-gdpr-export/1', account: { id: member.id, email: member.email, credits: 20 }, ledger: [{ amount: 20 }], reports_by_her: [], reports_about_her: [] });
    expect(data.sessions).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { body: string }) => m.body).sort()).toEqual(['Bericht van haar', 'Bericht van hem']);

    await post(`/members/${member.id}/erase`, { reason: 'Art. 17 verzoek', confirm: member.id }, await as('support')).expect(200, { messages: 1, photos: 0 });
    const [tomb] = await knex()('members').where({ id: member.id }).select('email', 'status', 'erased_at', 'credits', 'deleted_at');
    expect(tomb).toMatchObject({ email: `erased-${member.id}@erased.invalid`, status: 'deleted', deleted_at: null });
    expect(tomb.erased_at).not.toBeNull();
    const [profile] = await knex()('profiles').where({ member_id: member.id }).select('name', 'about', 'status');
    expect(profile).toEqual({ name: '', about: '', status: 'disabled' });
    expect((await knex()('messages').where({ conversation_id: chatId }).select('body')).map((m: { body: string }) => m.body)).toEqual(['Bericht van hem']);
    expect(Number((await knex()('credit_ledger').where({ member_id: member.id }).sum({ s: 'amount' }))[0].s)).toBe(20);
    expect(await knex()('sessions').where({ member_id: member.id })).toEqual([]);

    const account = await get(`/members/${member.id}`, await as('admin')).expect(200);
    expect(account.body.erased_at).not.toBeNull();
    await post(`/members/${member.id}/erase`, { reason: 'nog eens', confirm: member.id }, await as('admin')).expect(409, { error: 'already_erased' });
    await get(`/members/${member.id}/export`, await as('admin')).expect(409, { error: 'already_erased' });
    expect((await auditOf(`member:${member.id}`)).map((r) => [r.action, r.reason])).toEqual([
      ['member.exported', null],
      ['member.erased', 'Art. 17 verzoek'],
      ['member.viewed', null],
    ]);
  });

  it('lifts a suspension whose period ended as the system’s job, audited by the system; one for good stays', async () => {
    const ended = await givenMember(knex());
    const forGood = await givenMember(knex());
    const past = new Date(Date.now() - 60_000);
    for (const [member, until] of [[ended, past], [forGood, null]] as const) {
      await knex()('member_suspensions').insert({ member_id: member.id, suspended_from: new Date(Date.now() - 86_400_000), suspended_until: until, reason: 'Spam', status_before: 'active' });
      await knex()('members').where({ id: member.id }).update({ status: 'suspended' });
    }
    expect(await server.composition.dependencies.operators.liftEndedSuspensions.run('localhost')).toBeGreaterThanOrEqual(1);
    const statuses = await knex()('members').whereIn('id', [ended.id, forGood.id]).orderBy('id').select('id', 'status');
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(['active', 'suspended']);
    expect(await auditOf(`member:${ended.id}`)).toEqual([expect.objectContaining({ action: 'member.suspension_lifted', operator_id: null, by_system: true })]);
    expect(await auditOf(`member:${forGood.id}`)).toEqual([]);
    // Decision 0084: the lift's mail to her, in her language, in the outbox; none to the one suspended for good.
    const lifted = ((await knex()('outbox').select('payload')) as { payload: { mail?: { to: string; template: string; locale: string; counts?: Record<string, number> } } }[])
      .flatMap((row) => (row.payload.mail?.template === 'member_suspension_lifted' ? [row.payload.mail] : []))
      .filter((mail) => [ended.email, forGood.email].includes(mail.to));
    expect(lifted).toMatchObject([{ to: ended.email, locale: 'nl', counts: { early: 0 } }]);
    await sessionCookieFor(server.api, ended);
  });

  it('runs the lifting once per interval however many instances tick at once: one lift, one audit row', async () => {
    const member = await givenMember(knex());
    await knex()('member_suspensions').insert({ member_id: member.id, suspended_from: new Date(Date.now() - 86_400_000), suspended_until: new Date(Date.now() - 1000), reason: 'Spam', status_before: 'active' });
    await knex()('members').where({ id: member.id }).update({ status: 'suspended' });
    const { dependencies } = server.composition;
    const jobs = scheduledJobsOf(dependencies, { ...dependencies.config, purgeIntervalSeconds: 0, paymentSweepIntervalSeconds: 0, suspensionLiftIntervalSeconds: 300 }).filter(
      (job) => job.name === 'lift-ended-suspensions',
    );
    expect(jobs).toHaveLength(1);
    const clock = { now: () => new Date() };
    const instances = [1, 2, 3].map(() => startScheduler(jobs, { schedules: new PostgresJobSchedules(knex()), clock, logger: pino({ level: 'silent' }), tickSeconds: 10, autoStart: false }));
    const ran = await Promise.all(instances.map((one) => one.tick()));
    expect(ran.flat()).toEqual(['lift-ended-suspensions']);
    expect((await knex()('members').where({ id: member.id }).first('status')).status).toBe('active');
    expect((await auditOf(`member:${member.id}`)).map((row) => row.action)).toEqual(['member.suspension_lifted']);
    await Promise.all(instances.map((one) => one.stop()));
  });
});
