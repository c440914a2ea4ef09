import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../domain/operators/roles';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient, givenOperator, OPERATOR_TEST_PASSWORD, totpCodeOf } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 25, decision 0077: /api/admin/operators — the admin's list, role, disable/enable, second factor reset. */
describe.each(databaseKinds())('the back office’s operator management on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as, cookieOf } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) => (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; operator_id: string | null; reason: string | null; details: Record<string, unknown> | null }[];

  /** An operator of that role, signed in through her enrolment: her id, address, secret and cookie. */
  async function signedIn(role: OperatorRole) {
    const operator = await givenOperator(server.composition.container, role);
    const login = await post('/login', { email: operator.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
    const totp = await post('/totp', { code: totpCodeOf(login.body.secret) }, cookieOf(login)).expect(200);
    return { id: totp.body.operator.id as number, email: operator.email, secret: login.body.secret as string, cookie: cookieOf(totp) };
  }

  it('answers a visitor 401, a member 403 and every role but admin 403, and changes nothing', async () => {
    const target = await givenOperator(server.composition.container, 'support');
    const [row] = await knex()('operators').where({ email: target.email });
    const member = await givenMember(knex());
    const refused: [string | undefined, number][] = [[undefined, 401], [await sessionCookieFor(server.api, member), 403]];
    for (const role of ['moderator', 'support', 'finance'] as OperatorRole[]) refused.push([await as(role), 403]);
    for (const [cookie, status] of refused) {
      await get('/operators', cookie).expect(status);
      await post(`/operators/${row.id}/role`, { role: 'admin' }, cookie).expect(status);
      for (const change of ['disable', 'enable', 'reset-second-factor']) await post(`/operators/${row.id}/${change}`, {}, cookie).expect(status);
    }
    expect(await auditOf(`operator:${row.id}`)).toMatchObject([{ action: 'operator.created' }]);
    expect((await knex()('operators').where({ id: row.id }).first()).role).toBe('support');
  });

  it('lists every operator with her role, second factor, last login and whether she is active', async () => {
    const mo = await signedIn('moderator');
    const answer = await get('/operators', await as('admin')).expect(200);
    const listed = answer.body.operators.find((o: { id: number }) => o.id === mo.id);
    expect(listed).toMatchObject({ id: mo.id, email: mo.email, role: 'moderator', second_factor: 'enrolled', active: true });
    expect(Date.now() - Date.parse(listed.last_login_at)).toBeLessThan(60_000);
    expect(listed).not.toHaveProperty('password_hash');
  });

  it('changes her role, audited with from and to; a bad role is 400 naming role, an unknown id 404', async () => {
    const fin = await signedIn('finance');
    const changed = await post(`/operators/${fin.id}/role`, { role: 'support', reason: 'Ander team' }, await as('admin')).expect(200);
    expect(changed.body).toMatchObject({ id: fin.id, role: 'support' });
    // Her session acts in her new role from her next request.
    expect((await get('/me', fin.cookie).expect(200)).body.operator.role).toBe('support');
    await get('/payments', fin.cookie).expect((answer) => expect([403, 404]).toContain(answer.status));
    expect((await auditOf(`operator:${fin.id}`)).at(-1)).toMatchObject({ action: 'operator.role_changed', reason: 'Ander team', details: { from: 'finance', to: 'support' } });
    await post(`/operators/${fin.id}/role`, { role: 'baas' }, await as('admin')).expect(400).expect((answer) => expect(answer.body.field).toBe('role'));
    await post('/operators/987654/role', { role: 'support' }, await as('admin')).expect(404);
    await post('/operators/abc/disable', {}, await as('admin')).expect(400).expect((answer) => expect(answer.body.field).toBe('id'));
  });

  it('disables an operator: her session ends at once and her login is refused; enabled she logs in again; both audited', async () => {
    const sup = await signedIn('support');
    const disabled = await post(`/operators/${sup.id}/disable`, { reason: 'Uit dienst' }, await as('admin')).expect(200);
    expect(disabled.body.active).toBe(false);
    await get('/me', sup.cookie).expect(401);
    await post('/login', { email: sup.email, password: OPERATOR_TEST_PASSWORD }).expect(401, { error: 'login_failed' });
    await post(`/operators/${sup.id}/enable`, {}, await as('admin')).expect(200).expect((answer) => expect(answer.body.active).toBe(true));
    const login = await post('/login', { email: sup.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
    expect(login.body.next).toBe('totp');
    expect((await auditOf(`operator:${sup.id}`)).map((row) => row.action).slice(-2)).toEqual(['operator.disabled', 'operator.enabled']);
  });

  it('resets her second factor: her sessions end and her next login enrols a new app', async () => {
    const mo = await signedIn('moderator');
    await post(`/operators/${mo.id}/reset-second-factor`, { reason: 'Telefoon kwijt' }, await as('admin')).expect(200).expect((answer) => expect(answer.body.second_factor).toBe('none'));
    await get('/me', mo.cookie).expect(401);
    const login = await post('/login', { email: mo.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
    expect(login.body.next).toBe('enrol');
    expect(await knex()('operator_recovery_codes').where({ operator_id: mo.id })).toEqual([]);
    expect((await auditOf(`operator:${mo.id}`)).at(-1)).toMatchObject({ action: 'operator.second_factor_reset', reason: 'Telefoon kwijt' });
  });

  it('never leaves the back office without an active admin', async () => {
    const adminCookie = await as('admin');
    const me = (await get('/me', adminCookie).expect(200)).body.operator.id as number;
    const other = await signedIn('admin');
    // Two active admins: the other may be demoted.
    await post(`/operators/${other.id}/role`, { role: 'support' }, adminCookie).expect(200);
    // Now she is the last active admin: she cannot disable or demote herself.
    await post(`/operators/${me}/disable`, {}, adminCookie).expect(409, { error: 'last_admin' });
    await post(`/operators/${me}/role`, { role: 'finance' }, adminCookie).expect(409);
    expect((await get('/me', adminCookie).expect(200)).body.operator.role).toBe('admin');
    expect((await auditOf(`operator:${me}`)).map((row) => row.action)).not.toContain('operator.disabled');
  });
});
