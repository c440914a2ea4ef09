import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import type { OperatorRole } from '../../domain/operators/roles';

/** Issue 25, decision 0073: /api/admin/members — search, her account, end sessions, credit corrections, activation mail. */
describe.each(databaseKinds())('the back office’s member calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) => (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; reason: string | null; details: Record<string, unknown> | null }[];
  const balanceOf = async (id: number) => {
    const [member] = await knex()('members').where({ id }).select('credits');
    const [sum] = await knex()('credit_ledger').where({ member_id: id }).sum({ total: 'amount' });
    return { balance: Number(member.credits), ledger: Number(sum.total ?? 0) };
  };

  it('answers a visitor 401 and a member 403 on every member call', async () => {
    const member = await givenMember(knex());
    const memberCookie = await sessionCookieFor(server.api, member);
    for (const [cookie, status] of [[undefined, 401], [memberCookie, 403]] as const) {
      await get(`/members?q=${member.id}`, cookie).expect(status);
      await get(`/members/${member.id}`, cookie).expect(status);
      await post(`/members/${member.id}/end-sessions`, {}, cookie).expect(status);
      await post(`/members/${member.id}/credits`, { amount: 5, reason: 'x' }, cookie).expect(status);
      await post(`/members/${member.id}/resend-activation`, {}, cookie).expect(status);
    }
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('finds a member by id, address prefix and name for every role that sees members; a bad query is 400 naming q', async () => {
    const member = await givenMember(knex(), { email: `Zoë.Search-${Date.now()}@example.nl`, name: 'Zoëtje Zoeker' });
    for (const role of ['admin', 'moderator', 'support', 'finance'] as OperatorRole[]) {
      const byId = await get(`/members?q=${member.id}`, await as(role)).expect(200);
      expect(byId.body).toMatchObject({ by: 'id', members: [{ id: member.id, name: 'Zoëtje Zoeker', status: 'active' }] });
    }
    const byEmail = await get(`/members?q=${encodeURIComponent('zoë.search-')}`, await as('support')).expect(200);
    expect(byEmail.body.by).toBe('text');
    expect(byEmail.body.members.map((m: { id: number }) => m.id)).toContain(member.id);
    const byName = await get(`/members?q=${encodeURIComponent('zoeker')}`, await as('support')).expect(200);
    expect(byName.body.members.map((m: { id: number }) => m.id)).toEqual([member.id]);
    await get('/members?q=', await as('support')).expect(400).expect((answer) => expect(answer.body).toMatchObject({ error: 'invalid_input', field: 'q' }));
    await get('/members', await as('support')).expect(400).expect((answer) => expect(answer.body.field).toBe('q'));
  });

  it('shows her account with ledger and sessions, audited as member.viewed; an unknown id is 404, a bad one 400', async () => {
    const member = await givenMember(knex(), { credits: 20 });
    await sessionCookieFor(server.api, member);
    const account = await get(`/members/${member.id}`, await as('support')).expect(200);
    expect(account.body).toMatchObject({ id: member.id, email: member.email, credits: 20, ledger_sum: 20, active_sessions: 1, ledger: [{ amount: 20, reason: 'purchase' }] });
    expect((await auditOf(`member:${member.id}`)).map((row) => row.action)).toEqual(['member.viewed']);
    await get('/members/987654321', await as('support')).expect(404, { error: 'not_found' });
    await get('/members/abc', await as('support')).expect(400).expect((answer) => expect(answer.body.field).toBe('id'));
  });

  it('corrects credits for finance and the admin through the ledger, audited with the reason; support and moderators 403', async () => {
    const member = await givenMember(knex(), { credits: 3 });
    for (const role of ['support', 'moderator'] as OperatorRole[]) {
      await post(`/members/${member.id}/credits`, { amount: 10, reason: 'Goodwill' }, await as(role)).expect(403, { error: 'forbidden' });
    }
    await post(`/members/${member.id}/credits`, { amount: 10, reason: 'Dubbel afgeschreven' }, await as('finance')).expect(200, { balance: 13 });
    await post(`/members/${member.id}/credits`, { amount: -2, reason: 'Terugboeking' }, await as('admin')).expect(200, { balance: 11 });
    expect(await balanceOf(member.id)).toEqual({ balance: 11, ledger: 11 });
    const rows = await knex()('credit_ledger').where({ member_id: member.id, reason: 'correction' }).orderBy('id');
    expect(rows.map((row: { amount: number }) => Number(row.amount))).toEqual([10, -2]);
    expect((await auditOf(`member:${member.id}`)).map((row) => [row.action, row.reason])).toEqual([['credits.corrected', 'Dubbel afgeschreven'], ['credits.corrected', 'Terugboeking']]);
  });

  it('refuses a correction without a reason, with a bad amount, or below zero, and books nothing', async () => {
    const member = await givenMember(knex(), { credits: 3 });
    const finance = await as('finance');
    await post(`/members/${member.id}/credits`, { amount: 10 }, finance).expect(400).expect((a) => expect(a.body.field).toBe('reason'));
    await post(`/members/${member.id}/credits`, { amount: 10, reason: '   ' }, finance).expect(400).expect((a) => expect(a.body.field).toBe('reason'));
    await post(`/members/${member.id}/credits`, { amount: 1.5, reason: 'r' }, finance).expect(400).expect((a) => expect(a.body.field).toBe('amount'));
    await post(`/members/${member.id}/credits`, { amount: 0, reason: 'r' }, finance).expect(400).expect((a) => expect(a.body.field).toBe('amount'));
    await post(`/members/${member.id}/credits`, { amount: -4, reason: 'Terugboeking' }, finance).expect(409, { error: 'balance_below_zero', field: 'amount', reason: 'balance_below_zero', balance: 3 });
    await post('/members/987654321/credits', { amount: 4, reason: 'r' }, finance).expect(404);
    expect(await balanceOf(member.id)).toEqual({ balance: 3, ledger: 3 });
    expect(await auditOf(`member:${member.id}`)).toEqual([]);
  });

  it('takes two corrections at once: both land, or one is refused, and the balance never goes below zero', async () => {
    const member = await givenMember(knex(), { credits: 5 });
    const finance = await as('finance');
    const answers = await Promise.all([
      post(`/members/${member.id}/credits`, { amount: -4, reason: 'Terugboeking a' }, finance),
      post(`/members/${member.id}/credits`, { amount: -4, reason: 'Terugboeking b' }, finance),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(member.id)).toEqual({ balance: 1, ledger: 1 });
    const both = await Promise.all([
      post(`/members/${member.id}/credits`, { amount: 7, reason: 'c' }, finance),
      post(`/members/${member.id}/credits`, { amount: 8, reason: 'd' }, finance),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(await balanceOf(member.id)).toEqual({ balance: 16, ledger: 16 });
    expect((await auditOf(`member:${member.id}`)).length).toBe(3);
  });

  it('ends her sessions for support: her cookie stops working, audited; finance 403', async () => {
    const member = await givenMember(knex());
    const memberCookie = await sessionCookieFor(server.api, member);
    await server.api.get('/api/user.php').set('Cookie', memberCookie).expect(200);
    await post(`/members/${member.id}/end-sessions`, {}, await as('finance')).expect(403);
    await post(`/members/${member.id}/end-sessions`, {}, await as('support')).expect(200, { ended: 1 });
    await server.api.get('/api/user.php').set('Cookie', memberCookie).expect(403);
    expect((await auditOf(`member:${member.id}`)).map((row) => row.action)).toEqual(['member.sessions_ended']);
  });

  it('sends an unconfirmed member her activation mail again through the outbox for support; a confirmed one 409; finance 403', async () => {
    const member = await givenMember(knex(), { status: 'not_confirmed' });
    const confirmed = await givenMember(knex());
    await post(`/members/${member.id}/resend-activation`, {}, await as('finance')).expect(403);
    await post(`/members/${member.id}/resend-activation`, {}, await as('support')).expect(200, { ok: true });
    await post(`/members/${confirmed.id}/resend-activation`, {}, await as('support')).expect(409, { error: 'already_confirmed' });
    expect((await auditOf(`member:${member.id}`)).map((row) => row.action)).toEqual(['member.activation_resent']);
    const queued = await knex()('outbox').select('payload');
    expect(queued.some((row: { payload: unknown }) => JSON.stringify(row.payload).includes(member.email))).toBe(true);
  });
});
