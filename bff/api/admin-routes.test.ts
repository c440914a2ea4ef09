import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { ADMIN_CLIENT, adminClient, givenOperator, OPERATOR_TEST_PASSWORD, totpCodeOf } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import type { OperatorRole } from '../../domain/operators/roles';

const ROLES: OperatorRole[] = ['admin', 'moderator', 'support', 'finance'];

/** Issue 25 phase 1, decision 0070: /api/admin — the operators' login with TOTP, who they are, the audit trail, new operators. */
describe.each(databaseKinds())('the back office calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const container = () => server.composition.container;
  const { cookieOf, post, get } = adminClient(() => server);
  /** Through enrolment: her full session's cookie, secret and recovery codes. */
  const signedIn = async (role: OperatorRole) => {
    const operator = await givenOperator(container(), role);
    const login = await post('/login', { email: operator.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
    expect(login.body.next).toBe('enrol');
    const totp = await post('/totp', { code: totpCodeOf(login.body.secret) }, cookieOf(login)).expect(200);
    return { ...operator, cookie: cookieOf(totp), secret: login.body.secret as string, recoveryCodes: totp.body.recovery_codes as string[] };
  };
  const auditRows = async () => (await server.database.knex('audit_log').orderBy('id')) as { operator_id: string | null; action: string; target: string | null; details: unknown }[];

  it('logs an operator in: password, then enrolment with her app’s first code, ten recovery codes and a full session, audited', async () => {
    const operator = await givenOperator(container(), 'admin');
    const login = await post('/login', { email: operator.email.toUpperCase(), password: OPERATOR_TEST_PASSWORD }).expect(200);
    expect(login.body).toEqual({ next: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    const cookies = login.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(2);
    for (const [i, path] of ['/admin', '/api/admin'].entries()) {
      expect(cookies[i]).toMatch(new RegExp(`^hs_operator=[A-Za-z0-9_-]{40,}; Max-Age=28800; Path=${path.replace('/', '\\/')}; Expires=.*; HttpOnly; SameSite=Strict$`));
    }
    // Half a session opens nothing.
    await get('/me', cookieOf(login)).expect(401);

    await post('/totp', { code: totpCodeOf(login.body.secret, -3) }, cookieOf(login)).expect(401, { error: 'code_invalid', field: 'code', reason: 'code_invalid' });
    const totp = await post('/totp', { code: totpCodeOf(login.body.secret) }, cookieOf(login)).expect(200);
    expect(totp.body.operator).toMatchObject({ email: operator.email, role: 'admin' });
    expect(totp.body.recovery_codes).toHaveLength(10);
    expect(cookieOf(totp)).not.toBe(cookieOf(login));
    await get('/me', cookieOf(login)).expect(401);
    const me = await get('/me', cookieOf(totp)).expect(200);
    expect(me.body.operator.role).toBe('admin');
    expect(me.body.actions).toContain('audit.view');
    const id = String(me.body.operator.id);
    expect((await auditRows()).filter((row) => String(row.operator_id) === id).map((row) => row.action)).toEqual(['operator.totp_enrolled', 'operator.logged_in']);
  });

  it('asks an enrolled operator for her code; a used code or a recovery code spent once is refused', async () => {
    const ada = await signedIn('support');
    const again = await post('/login', { email: ada.email, password: OPERATOR_TEST_PASSWORD }).expect(200, { next: 'totp' });
    // The code of enrolment was used: the next step's code passes (within the window), the same one does not again.
    await post('/totp', { code: totpCodeOf(ada.secret, 1) }, cookieOf(again)).expect(200);
    const third = await post('/login', { email: ada.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
    await post('/totp', { code: totpCodeOf(ada.secret, 1) }, cookieOf(third)).expect(401);
    const recovered = await post('/totp', { code: ada.recoveryCodes[0] }, cookieOf(third)).expect(200);
    expect(recovered.body.recovery_codes_left).toBe(9);
    const fourth = await post('/login', { email: ada.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
    await post('/totp', { code: ada.recoveryCodes[0] }, cookieOf(fourth)).expect(401, { error: 'code_invalid', field: 'code', reason: 'code_invalid' });
    expect((await auditRows()).some((row) => row.action === 'operator.recovery_code_used')).toBe(true);
  });

  it('answers a visitor 401 and a member 403 on every back office call', async () => {
    const member = await givenMember(server.database.knex);
    const memberCookie = await sessionCookieFor(server.api, member);
    for (const cookie of [undefined, memberCookie]) {
      const status = cookie ? 403 : 401;
      await get('/me', cookie).expect(status);
      await get('/audit', cookie).expect(status);
      await post('/operators', { email: 'x@back.office', name: 'X', role: 'admin' }, cookie).expect(status);
    }
    // Her member login does not log her into the back office either.
    await post('/login', { email: member.email, password: member.password }).expect(401, { error: 'login_failed' });
  });

  for (const role of ROLES) {
    it(`lets ${role === 'admin' ? 'an admin' : `a ${role}`} see who she is, and ${role === 'admin' ? 'read the audit trail and add operators, audited' : 'refuses her the audit trail and new operators'}`, async () => {
      const operator = await signedIn(role);
      expect((await get('/me', operator.cookie).expect(200)).body.operator.role).toBe(role);
      const body = { email: `new-${role}-${Date.now()}@back.office`, name: 'Nieuw', role: 'finance' };
      if (role !== 'admin') {
        await get('/audit', operator.cookie).expect(403, { error: 'forbidden' });
        await post('/operators', body, operator.cookie).expect(403, { error: 'forbidden' });
        return;
      }
      const created = await post('/operators', body, operator.cookie).expect(201);
      const row = (await auditRows()).at(-1)!;
      expect(row).toMatchObject({ action: 'operator.created', target: `operator:${created.body.operator.id}`, details: { role: 'finance', via: 'setup_link' } });
      const audit = await get('/audit?limit=2', operator.cookie).expect(200);
      expect(audit.body.entries[0]).toMatchObject({ action: 'operator.created', operator_name: expect.stringMatching(/^Admin/) });
      expect(audit.body.entries).toHaveLength(2);
      const older = await get(`/audit?limit=2&before=${audit.body.next}`, operator.cookie).expect(200);
      expect(older.body.entries[0].id).toBeLessThan(audit.body.entries[1].id);
      // The new finance operator sets her password with her link (decision 0083) and logs in.
      const token = new URL(created.body.setup_link).searchParams.get('token');
      await post('/setup', { token, password: OPERATOR_TEST_PASSWORD }).expect(200);
      await post('/login', { email: body.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
    });
  }

  it('refuses bad input with a 400 naming the field', async () => {
    const admin = await signedIn('admin');
    expect((await post('/login', { password: 'x' }).expect(400)).body).toMatchObject({ error: 'invalid_input', field: 'email' });
    expect((await post('/login', { email: 'a@b.nl' }).expect(400)).body).toMatchObject({ field: 'password' });
    expect((await post('/totp', { code: '1' }).expect(400)).body).toMatchObject({ field: 'code' });
    const create = { email: 'ok@back.office', name: 'Ok', role: 'finance' };
    for (const [field, value] of [['email', 'geen adres'], ['name', ''], ['role', 'root']] as const) {
      const answer = await post('/operators', { ...create, [field]: value }, admin.cookie).expect(400);
      expect(answer.body).toMatchObject({ error: 'invalid_input', field });
    }
    await post('/operators', { ...create, email: admin.email }, admin.cookie).expect(409, { error: 'email_taken', field: 'email', reason: 'email_taken' });
    expect((await get('/audit?limit=lots', admin.cookie).expect(400)).body).toMatchObject({ field: 'limit' });
  });

  it('locks an operator out after five wrong passwords, even with the right one, for the lockout minutes', async () => {
    const operator = await givenOperator(container(), 'moderator');
    for (let i = 0; i < 5; i += 1) await post('/login', { email: operator.email, password: `fout ${i} wachtwoord` }).expect(401);
    const locked = await post('/login', { email: operator.email, password: OPERATOR_TEST_PASSWORD }).expect(429);
    expect(locked.body).toMatchObject({ error: 'login_locked', minutes: expect.any(Number) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a state-changing call from another site or without the page’s header', async () => {
    const operator = await givenOperator(container(), 'admin');
    await server.api.post('/api/admin/login').send({ email: operator.email, password: OPERATOR_TEST_PASSWORD }).expect(403, { error: 'cross_site_request' });
    await server.api.post('/api/admin/login').set(ADMIN_CLIENT).set('Sec-Fetch-Site', 'cross-site').send({ email: operator.email, password: OPERATOR_TEST_PASSWORD }).expect(403);
  });

  it('logs out: the session ends and the logout is audited', async () => {
    const operator = await signedIn('finance');
    const out = await post('/logout', {}, operator.cookie).expect(200);
    expect((out.headers['set-cookie'] as unknown as string[]).filter((c) => c.startsWith('hs_operator=;'))).toHaveLength(2);
    await get('/me', operator.cookie).expect(401);
    expect((await auditRows()).at(-1)!.action).toBe('operator.logged_out');
  });
});
