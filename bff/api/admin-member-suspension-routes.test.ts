import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/**
 * Issue 25, decision 0072: a moderator suspends a member from her account page without a report
 * (POST /api/admin/members/:id/suspend) and lifts it (POST …/lift-suspension); members.suspend: moderator and admin.
 */
describe.each(databaseKinds())('a direct suspension from her account page on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) =>
    (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; reason: string | null; operator_id: number | null; details: Record<string, unknown> | null }[];
  const mailsTo = async (address: string) =>
    ((await knex()('outbox').select('payload')) as { payload: { mail?: { to: string; template: string; locale: string; counts?: Record<string, number> } } }[]).flatMap((row) =>
      row.payload.mail?.to.toLowerCase() === address.toLowerCase() ? [row.payload.mail] : [],
    );
  const statusOf = async (id: number) => ((await knex()('members').where({ id }).first('status')) as { status: string }).status;

  it('answers a visitor 401, a member 403 and the roles without members.suspend (support, finance) 403, and writes nothing', async () => {
    const member = await givenMember(knex());
    const memberCookie = await sessionCookieFor(server.api, member);
    for (const [cookie, status] of [[undefined, 401], [memberCookie, 403], [await as('support'), 403], [await as('finance'), 403]] as const) {
      await post(`/members/${member.id}/suspend`, { days: 7, reason: 'Spam' }, cookie).expect(status);
      await post(`/members/${member.id}/lift-suspension`, { reason: 'Vergissing' }, cookie).expect(status);
    }
    expect(await statusOf(member.id)).toBe('active');
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it('lets a moderator suspend her for 7 days: audited with the reason, the mail in her language in the outbox, her sessions ended, her login refused', async () => {
    const member = await givenMember(knex());
    await knex()('members').where({ id: member.id }).update({ language: 'de' });
    const herCookie = await sessionCookieFor(server.api, member);
    const answer = await post(`/members/${member.id}/suspend`, { days: 7, reason: 'Vraagt leden om geld' }, await as('moderator')).expect(200);
    expect(new Date(answer.body.until).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await statusOf(member.id)).toBe('suspended');
    expect(await auditOf(`member:${member.id}`)).toMatchObject([{ action: 'member.suspended', reason: 'Vraagt leden om geld', operator_id: expect.anything(), details: { days: 7 } }]);
    expect(await mailsTo(member.email)).toMatchObject([{ template: 'member_suspended', locale: 'de', counts: { days: 7 } }]);
    expect(Number((await knex()('sessions').where({ member_id: member.id }).count({ n: '*' }))[0]!.n)).toBe(0);
    await server.api.get('/api/user.php').set('Cookie', herCookie).expect(403);
    const login = await server.api.post('/api/user.php').send({ email: member.email, password: member.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ error: 'account_suspended', until: answer.body.until });
    expect((await get(`/members/${member.id}`, await as('moderator')).expect(200)).body.status).toBe('suspended');
  });

  it('lets the admin suspend her for good (days left out), and lift it with a reason: her status back, audited; lifting again 409', async () => {
    const member = await givenMember(knex());
    const admin = await as('admin');
    await post(`/members/${member.id}/suspend`, { reason: 'Oplichter' }, admin).expect(200, { until: null });
    expect(await statusOf(member.id)).toBe('suspended');
    const [row] = await knex()('member_suspensions').where({ member_id: member.id }).select('suspended_until');
    expect(row.suspended_until).toBeNull();
    expect(await mailsTo(member.email)).toMatchObject([{ template: 'member_suspended', counts: { days: 0 } }]);

    await knex()('members').where({ id: member.id }).update({ language: 'pl' });
    await post(`/members/${member.id}/lift-suspension`, { reason: 'Bezwaar toegekend' }, await as('moderator')).expect(200, { ok: true });
    expect(await statusOf(member.id)).toBe('active');
    // Decision 0084: she is told, in her language, by a mail in the outbox committed with the lift.
    expect(await mailsTo(member.email)).toMatchObject([
      { template: 'member_suspended', counts: { days: 0 } },
      { template: 'member_suspension_lifted', locale: 'pl', counts: { early: 1 } },
    ]);
    await sessionCookieFor(server.api, member);
    await post(`/members/${member.id}/lift-suspension`, { reason: 'nog eens' }, admin).expect(409, { error: 'not_suspended' });
    expect(await mailsTo(member.email)).toHaveLength(2);
    expect((await auditOf(`member:${member.id}`)).map((r) => [r.action, r.reason, r.details])).toEqual([
      ['member.suspended', 'Oplichter', { days: 'for_good' }],
      ['member.suspension_lifted', 'Bezwaar toegekend', null],
    ]);
  });

  it('names the field of bad input 400 (reason, days, id), 404s an unknown member and 409s a deleted one, writing nothing', async () => {
    const member = await givenMember(knex());
    const moderator = await as('moderator');
    const field = async (path: string, body: object) => (await post(`/members/${member.id}/${path}`, body, moderator).expect(400)).body;
    expect(await field('suspend', { days: 7 })).toMatchObject({ error: 'invalid_input', field: 'reason' });
    expect(await field('suspend', { days: 7, reason: '   ' })).toMatchObject({ field: 'reason' });
    expect(await field('suspend', { days: 0, reason: 'r' })).toMatchObject({ field: 'days' });
    expect(await field('suspend', { days: 366, reason: 'r' })).toMatchObject({ field: 'days' });
    expect(await field('suspend', { days: 1.5, reason: 'r' })).toMatchObject({ field: 'days' });
    expect(await field('suspend', { days: '7', reason: 'r' })).toMatchObject({ field: 'days' });
    expect(await field('lift-suspension', {})).toMatchObject({ field: 'reason' });
    await post('/members/abc/suspend', { reason: 'r' }, moderator).expect(400).expect((a) => expect(a.body.field).toBe('id'));
    await post('/members/987654321/suspend', { reason: 'r' }, moderator).expect(404, { error: 'not_found' });
    await post('/members/987654321/lift-suspension', { reason: 'r' }, moderator).expect(404, { error: 'not_found' });
    await post(`/members/${member.id}/lift-suspension`, { reason: 'r' }, moderator).expect(409, { error: 'not_suspended' });
    expect(await statusOf(member.id)).toBe('active');
    expect(await auditOf(`member:${member.id}`)).toEqual([]);

    const gone = await givenMember(knex());
    await knex()('members').where({ id: gone.id }).update({ status: 'deleted', deleted_at: new Date() });
    await post(`/members/${gone.id}/suspend`, { reason: 'r' }, moderator).expect(409, { error: 'already_deleted' });
  });

  it('replaces a suspension for days by one for good when she is suspended again', async () => {
    const member = await givenMember(knex());
    const moderator = await as('moderator');
    await post(`/members/${member.id}/suspend`, { days: 3, reason: 'Eerste keer' }, moderator).expect(200);
    await post(`/members/${member.id}/suspend`, { reason: 'Weer gedaan' }, moderator).expect(200, { until: null });
    expect(await statusOf(member.id)).toBe('suspended');
    await post(`/members/${member.id}/lift-suspension`, { reason: 'Bezwaar' }, moderator).expect(200);
    expect(await statusOf(member.id)).toBe('active');
  });
});
