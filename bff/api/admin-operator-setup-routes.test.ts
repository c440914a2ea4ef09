import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../domain/operators/roles';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient, totpCodeOf } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

const PASSWORD = 'mijn eigen lange wachtwoord';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/**
 * Issue 25, decision 0083: POST /api/admin/operators makes an operator without a password and answers her one-time
 * set-up link; POST /api/admin/setup (open) sets her password with it; …/:id/resend-setup sends a fresh one.
 */
describe.each(databaseKinds())('an operator made from the back office sets her password with her link on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as, cookieOf } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) => (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; operator_id: string | null; details: Record<string, unknown> | null }[];
  const mailsTo = async (to: string) =>
    ((await knex()('outbox').select('payload').orderBy('id')) as { payload: { kind: string; mail?: { to: string; template: string; link: string; locale: string } } }[])
      .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as { kind: string; mail?: { to: string; template: string; link: string; locale: string } })
      .filter((item) => item.mail?.to === to);
  let sequence = 0;
  const newOperator = (role = 'support') => {
    sequence += 1;
    return { email: `Nieuw${sequence}-${Date.now()}@Back.Office`, name: `Nieuwe ${sequence}`, role };
  };

  it('answers a visitor 401, a member 403 and every role but admin 403, and makes nobody', async () => {
    const body = newOperator();
    const refused: [string | undefined, number][] = [[undefined, 401], [await sessionCookieFor(server.api, await givenMember(knex())), 403]];
    for (const role of ['moderator', 'support', 'finance'] as OperatorRole[]) refused.push([await as(role), 403]);
    const [row] = await knex()('operators').where({ role: 'support' }).limit(1);
    for (const [cookie, status] of refused) {
      await post('/operators', body, cookie).expect(status);
      await post(`/operators/${row.id}/resend-setup`, {}, cookie).expect(status);
    }
    expect(await knex()('operators').whereRaw('lower(email) = ?', [body.email.toLowerCase()])).toEqual([]);
    expect(await mailsTo(body.email.toLowerCase())).toEqual([]);
  });

  it('makes her for an admin: listed as waiting for set-up, her link mailed through the outbox and answered once, audited', async () => {
    const admin = await as('admin');
    const body = newOperator('moderator');
    const email = body.email.toLowerCase();
    const created = await post('/operators', body, admin).expect(201);
    expect(created.body.operator).toMatchObject({ email, name: body.name, role: 'moderator', awaiting_setup: true, second_factor: 'none', active: true });
    expect(created.body.setup_link).toMatch(/^https?:\/\/[^/]+\/admin\/setup\?token=[\w-]{20,}$/);
    expect(Date.parse(created.body.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const id = created.body.operator.id as number;
    // Only the token's digest is stored; she has no password yet.
    const [link] = await knex()('operator_setup_links').where({ operator_id: id });
    expect(link.token_digest).not.toContain(tokenOf(created.body.setup_link));
    expect((await knex()('operators').where({ id }).first()).password_hash).toBeNull();
    expect(await mailsTo(email)).toEqual([{ kind: 'mail', mail: expect.objectContaining({ template: 'operator_setup', link: created.body.setup_link, locale: 'nl' }) }]);
    expect(await auditOf(`operator:${id}`)).toMatchObject([{ action: 'operator.created', details: { role: 'moderator', via: 'setup_link' } }]);
    const listed = (await get('/operators', admin).expect(200)).body.operators.find((o: { id: number }) => o.id === id);
    expect(listed).toMatchObject({ awaiting_setup: true });
    expect(JSON.stringify((await get('/operators', admin)).body)).not.toContain(tokenOf(created.body.setup_link));
    // She cannot log in before she has chosen a password.
    await post('/login', { email, password: '' }).expect(400);
    await post('/login', { email, password: PASSWORD }).expect(401, { error: 'login_failed' });
  });

  it('refuses a bad email, name or role with a 400 naming the field, and a taken email with 409', async () => {
    const admin = await as('admin');
    for (const [field, value] of [['email', 'geen adres'], ['name', ' '], ['role', 'root']] as const) {
      const answer = await post('/operators', { ...newOperator(), [field]: value }, admin).expect(400);
      expect(answer.body).toMatchObject({ error: 'invalid_input', field });
    }
    const body = newOperator();
    await post('/operators', body, admin).expect(201);
    await post('/operators', { ...body, email: body.email.toUpperCase() }, admin).expect(409, { error: 'email_taken', field: 'email', reason: 'email_taken' });
    expect(await mailsTo(body.email.toLowerCase())).toHaveLength(1);
  });

  it('sets her password once with the link (the members’ rules); she logs in and enrols her app; audited', async () => {
    const admin = await as('admin');
    const body = newOperator('finance');
    const created = await post('/operators', body, admin).expect(201);
    const id = created.body.operator.id as number;
    const token = tokenOf(created.body.setup_link);
    // The open call comes from the site's own page like every write of the back office.
    await server.api.post('/api/admin/setup').send({ token, password: PASSWORD }).expect(403, { error: 'cross_site_request' });
    expect((await post('/setup', { token, password: 'kort' }).expect(400)).body).toMatchObject({ error: 'invalid_input', field: 'password', reason: 'too_short' });
    expect((await post('/setup', { token }).expect(400)).body).toMatchObject({ field: 'password' });
    await post('/setup', { token, password: PASSWORD }).expect(200, { email: body.email.toLowerCase() });
    expect((await auditOf(`operator:${id}`)).map((row) => [row.action, row.operator_id === null ? null : Number(row.operator_id)])).toEqual([
      ['operator.created', expect.any(Number)],
      ['operator.password_set', id],
    ]);
    expect(await knex()('operator_setup_links').where({ operator_id: id })).toEqual([]);
    // Spent: a second use changes nothing.
    await post('/setup', { token, password: 'een ander lang wachtwoord' }).expect(410, { error: 'setup_link_invalid' });
    const login = await post('/login', { email: body.email, password: PASSWORD }).expect(200);
    expect(login.body.next).toBe('enrol');
    const signedIn = await post('/totp', { code: totpCodeOf(login.body.secret) }, cookieOf(login)).expect(200);
    expect(signedIn.body.operator).toMatchObject({ id, role: 'finance' });
    const listed = (await get('/operators', admin).expect(200)).body.operators.find((o: { id: number }) => o.id === id);
    expect(listed).toMatchObject({ awaiting_setup: false, second_factor: 'enrolled' });
    // Set up: no fresh link for her.
    await post(`/operators/${id}/resend-setup`, {}, admin).expect(409, { error: 'already_set_up' });
  });

  it('refuses an expired or unknown link with 410 and changes nothing', async () => {
    const admin = await as('admin');
    const created = await post('/operators', newOperator(), admin).expect(201);
    const id = created.body.operator.id as number;
    await knex()('operator_setup_links').where({ operator_id: id }).update({ expires_at: new Date(Date.now() - 1000) });
    await post('/setup', { token: tokenOf(created.body.setup_link), password: PASSWORD }).expect(410, { error: 'setup_link_invalid' });
    await post('/setup', { token: 'geen-echte-link-maar-lang-genoeg', password: PASSWORD }).expect(410, { error: 'setup_link_invalid' });
    expect((await knex()('operators').where({ id }).first()).password_hash).toBeNull();
    expect((await auditOf(`operator:${id}`)).map((row) => row.action)).toEqual(['operator.created']);
  });

  it('sends a fresh link for an admin: the old one stops working, mailed and audited; an unknown id 404', async () => {
    const admin = await as('admin');
    const body = newOperator();
    const created = await post('/operators', body, admin).expect(201);
    const id = created.body.operator.id as number;
    const fresh = await post(`/operators/${id}/resend-setup`, {}, admin).expect(200);
    expect(fresh.body.operator).toMatchObject({ id, awaiting_setup: true });
    expect(fresh.body.setup_link).not.toBe(created.body.setup_link);
    expect((await mailsTo(body.email.toLowerCase())).map((item) => item.mail?.link)).toEqual([created.body.setup_link, fresh.body.setup_link]);
    expect((await auditOf(`operator:${id}`)).map((row) => row.action)).toEqual(['operator.created', 'operator.setup_link_sent']);
    await post('/setup', { token: tokenOf(created.body.setup_link), password: PASSWORD }).expect(410, { error: 'setup_link_invalid' });
    await post('/setup', { token: tokenOf(fresh.body.setup_link), password: PASSWORD }).expect(200);
    await post('/operators/987654321/resend-setup', {}, admin).expect(404, { error: 'not_found' });
  });

  it('limits the set-up attempts of one address (429 with Retry-After)', async () => {
    let answer = await post('/setup', { token: 'geen-echte-link', password: PASSWORD });
    for (let i = 0; i < 12 && answer.status !== 429; i += 1) answer = await post('/setup', { token: `geen-echte-link-${i}`, password: PASSWORD });
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ error: 'too_many_attempts' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});
