import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 25, decision 0072: /api/admin/reports — the moderators' queue, and suspension. */
describe.each(databaseKinds())('the back office’s report calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) => (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; reason: string | null; details: Record<string, unknown> | null }[];
  let sequence = 0;
  /** Anna reports Bram (straight into the table, as ReportMember stores it). */
  const givenReport = async (): Promise<{ id: number; reporter: GivenMember; reported: GivenMember }> => {
    sequence += 1;
    const reporter = await givenMember(knex(), { name: 'Anna' });
    const reported = await givenMember(knex(), { name: 'Bram' });
    const [row] = await knex()('reports')
      .insert({ reference: `R-TEST-${String(sequence).padStart(4, '0')}${kind}`, reporter_id: reporter.id, reported_id: reported.id, reason: 'scam', text: 'Vraagt om geld', domain: 'localhost', created_at: new Date() })
      .returning('id');
    return { id: Number(row.id), reporter, reported };
  };

  it('answers a visitor 401, a member 403, support and finance 403 on every report call, and audits nothing', async () => {
    const { id, reporter } = await givenReport();
    const memberCookie = await sessionCookieFor(server.api, reporter);
    for (const [cookie, status] of [[undefined, 401], [memberCookie, 403], [await as('support'), 403], [await as('finance'), 403]] as const) {
      await get('/reports', cookie).expect(status);
      await get(`/reports/${id}`, cookie).expect(status);
      await post(`/reports/${id}/assign`, {}, cookie).expect(status);
      await post(`/reports/${id}/resolve`, { outcome: 'suspend', reason: 'x', days: 7 }, cookie).expect(status);
    }
    expect(await auditOf(`report:${id}`)).toEqual([]);
  });

  it('lists the open reports for a moderator and an admin, and shows one', async () => {
    const { id, reporter, reported } = await givenReport();
    for (const role of ['moderator', 'admin'] as const) {
      const list = await get('/reports?status=open', await as(role)).expect(200);
      expect(list.body.reports.map((r: { id: number }) => r.id)).toContain(id);
    }
    const shown = await get(`/reports/${id}`, await as('moderator')).expect(200);
    expect(shown.body).toMatchObject({
      report: { id, status: 'open', reason: 'scam', text: 'Vraagt om geld', reporter_id: reporter.id, reported_id: reported.id },
      reported: { id: reported.id, email: reported.email, status: 'active', suspended_until: null },
      excerpt: [],
    });
  });

  it('answers 400 naming the field, and 404 for an unknown report', async () => {
    const { id } = await givenReport();
    const moderator = await as('moderator');
    await get('/reports?status=closed', moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ error: 'invalid_input', field: 'status' }));
    await get('/reports/abc', moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'id' }));
    await post(`/reports/${id}/resolve`, { outcome: 'ban' }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'outcome' }));
    await post(`/reports/${id}/resolve`, { outcome: 'suspend', days: 7 }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'reason' }));
    await post(`/reports/${id}/resolve`, { outcome: 'suspend', reason: 'x', days: 0 }, moderator).expect(400).expect((r) => expect(r.body).toMatchObject({ field: 'days' }));
    await get('/reports/987654', moderator).expect(404, { error: 'not_found' });
    await post('/reports/987654/assign', {}, moderator).expect(404);
    await post('/reports/987654/resolve', { outcome: 'dismiss' }, moderator).expect(404);
    expect(await auditOf(`report:${id}`)).toEqual([]);
  });

  it('assigns and dismisses, audited; a second resolution is 409', async () => {
    const { id } = await givenReport();
    const moderator = await as('moderator');
    await post(`/reports/${id}/assign`, {}, moderator).expect(200);
    expect((await get(`/reports/${id}`, moderator).expect(200)).body.report.status).toBe('assigned');
    await post(`/reports/${id}/resolve`, { outcome: 'dismiss' }, moderator).expect(200);
    await post(`/reports/${id}/resolve`, { outcome: 'dismiss' }, moderator).expect(409, { error: 'already_resolved' });
    expect((await auditOf(`report:${id}`)).map((row) => row.action)).toEqual(['report.assigned', 'report.resolved']);
  });

  it('suspends the reported member for 7 days: audited with the reason, the mail in the outbox, her sessions ended, her login refused', async () => {
    const { id, reported } = await givenReport();
    const herCookie = await sessionCookieFor(server.api, reported);
    expect(await knex()('sessions').where({ member_id: reported.id }).count({ n: '*' })).toEqual([{ n: expect.anything() }]);

    await post(`/reports/${id}/resolve`, { outcome: 'suspend', reason: 'Vraagt leden om geld', days: 7 }, await as('moderator')).expect(200, { ok: true });

    expect(await auditOf(`member:${reported.id}`)).toMatchObject([{ action: 'member.suspended', reason: 'Vraagt leden om geld', details: { days: 7, report: id } }]);
    const queued = (await knex()('outbox').select('payload')) as { payload: { mail?: { to: string; template: string } } }[];
    expect(queued.map((row) => row.payload.mail).filter((mail) => mail?.to === reported.email)).toMatchObject([{ template: 'member_suspended' }]);
    expect(Number((await knex()('sessions').where({ member_id: reported.id }).count({ n: '*' }))[0]!.n)).toBe(0);
    await server.api.get('/api/user.php').set('Cookie', herCookie).expect(403);
    const login = await server.api.post('/api/user.php').send({ email: reported.email, password: reported.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ error: 'account_suspended' });
    const shown = await get(`/reports/${id}`, await as('admin')).expect(200);
    expect(shown.body.reported).toMatchObject({ status: 'suspended', suspended_until: expect.any(String), suspended_for_good: false });
  });

  it('warns the reported member by mail through the outbox', async () => {
    const { id, reported } = await givenReport();
    await post(`/reports/${id}/resolve`, { outcome: 'warn', reason: 'Geen geld vragen' }, await as('admin')).expect(200);
    const queued = (await knex()('outbox').select('payload')) as { payload: { mail?: { to: string; template: string } } }[];
    expect(queued.map((row) => row.payload.mail).filter((mail) => mail?.to === reported.email)).toMatchObject([{ template: 'member_warned' }]);
    expect((await auditOf(`member:${reported.id}`)).map((row) => row.action)).toEqual(['member.warned']);
  });
});
