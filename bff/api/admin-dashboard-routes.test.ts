import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenDayOfActivity } from '../../test/support/dashboard-data';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import type { OperatorRole } from '../../domain/operators/roles';

const ROLES: OperatorRole[] = ['admin', 'moderator', 'support', 'finance'];

/** Issue 25, decision 0078: /api/admin/dashboard and its CSV; /api/admin/discounts. */
describe.each(databaseKinds())('the back office’s dashboard and discount calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) => (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; operator_id: number | null; details: Record<string, unknown> | null }[];
  const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();

  it('answers a visitor 401 and a member 403 on every dashboard and discount call', async () => {
    const member = await givenMember(knex());
    const memberCookie = await sessionCookieFor(server.api, member);
    for (const [cookie, status] of [[undefined, 401], [memberCookie, 403]] as const) {
      await get('/dashboard', cookie).expect(status);
      await get('/dashboard.csv', cookie).expect(status);
      await get('/discounts', cookie).expect(status);
      await post('/discounts', { code: 'NOPE10', percentage: 10 }, cookie).expect(status);
      await post('/discounts/NOPE10/limit', { max_uses: 3 }, cookie).expect(status);
      await post('/discounts/NOPE10/end', {}, cookie).expect(status);
    }
    expect(await knex()('discount_codes').where({ code: 'NOPE10' })).toEqual([]);
  });

  it('shows every role the figures per day of a domain from the real tables, zeros on quiet days', async () => {
    const domain = `dash-${unique().toLowerCase()}.test`;
    const { figures } = await givenDayOfActivity(knex(), domain, '2026-11-20');
    for (const role of ROLES) {
      const answer = await get(`/dashboard?from=2026-11-19&to=2026-11-21&domain=${domain}`, await as(role)).expect(200);
      expect(answer.body).toMatchObject({ from: '2026-11-19', to: '2026-11-21', domain });
      expect(answer.body.domains).toContain(domain);
      expect(answer.body.days).toEqual([
        { day: '2026-11-19', signups: 0, activations: 0, first_purchases: 0, revenue_cents: 0, messages: 0, reports: 0 },
        { day: '2026-11-20', ...figures },
        { day: '2026-11-21', signups: 0, activations: 0, first_purchases: 0, revenue_cents: 0, messages: 0, reports: 0 },
      ]);
      expect(answer.body.totals).toEqual(figures);
    }
    // All domains together count at least this domain's day.
    const all = await get('/dashboard?from=2026-11-20&to=2026-11-20', await as('support')).expect(200);
    expect(all.body.domain).toBeNull();
    for (const [figure, value] of Object.entries(figures)) expect(all.body.days[0][figure]).toBeGreaterThanOrEqual(value);
  });

  it('defaults to the last 30 days up to today, and refuses a bad range or domain with 400 naming the field', async () => {
    const answer = await get('/dashboard', await as('moderator')).expect(200);
    expect(answer.body.days).toHaveLength(30);
    expect(answer.body.to).toBe(new Date().toISOString().slice(0, 10));
    const refused = async (query: string, field: string) =>
      get(`/dashboard?${query}`, await as('moderator'))
        .expect(400)
        .expect((a) => expect(a.body).toMatchObject({ error: 'invalid_input', field }));
    await refused('from=2026-13-01', 'from');
    await refused('to=yesterday', 'to');
    await refused('from=2026-11-21&to=2026-11-20', 'from');
    await refused('from=2024-01-01&to=2026-01-01', 'from');
    await refused('domain=%3Cscript%3E', 'domain');
    await get('/dashboard.csv?from=2026-02-30', await as('moderator')).expect(400).expect((a) => expect(a.body.field).toBe('from'));
  });

  it('exports the same figures as CSV with its type and a file name, revenue in euros', async () => {
    const domain = `csv-${unique().toLowerCase()}.test`;
    await givenDayOfActivity(knex(), domain, '2026-11-20');
    const answer = await get(`/dashboard.csv?from=2026-11-20&to=2026-11-21&domain=${domain}`, await as('finance')).expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="hartslag-${domain}-2026-11-20-2026-11-21.csv"`);
    expect(answer.text).toBe(
      [
        'day,domain,signups,activations,first_purchases,revenue_eur,messages,reports',
        `2026-11-20,${domain},2,1,1,19.90,3,1`,
        `2026-11-21,${domain},0,0,0,0.00,0,0`,
        '',
      ].join('\r\n'),
    );
  });

  it('lets finance and the admin make a code, audited; support and moderators 403; bad fields 400 naming them', async () => {
    const code = `ZOMER${unique()}`.slice(0, 20);
    for (const role of ['support', 'moderator'] as OperatorRole[]) {
      await post('/discounts', { code, percentage: 10 }, await as(role)).expect(403, { error: 'forbidden' });
      await get('/discounts', await as(role)).expect(403);
    }
    const made = await post('/discounts', { code: code.toLowerCase(), percentage: 15, max_uses: 5, valid_from: '2026-12-01', valid_until: '2099-12-31', domain: 'Hartslag.Test' }, await as('finance')).expect(201);
    expect(made.body).toMatchObject({ code, percentage: 15, uses: 0, max_uses: 5, valid_from: '2026-12-01T00:00:00.000Z', expires_at: '2100-01-01T00:00:00.000Z', domain: 'hartslag.test' });
    const listed = await get('/discounts', await as('admin')).expect(200);
    expect(listed.body.codes.find((c: { code: string }) => c.code === code)).toMatchObject({ percentage: 15, max_uses: 5, uses: 0 });
    const rows = await auditOf(`discount:${code}`);
    expect(rows).toMatchObject([{ action: 'discount.created', details: { percentage: 15, max_uses: 5, domain: 'hartslag.test' } }]);

    const finance = await as('finance');
    const refused = async (body: object, field: string) =>
      post('/discounts', { code: `X${unique()}`.slice(0, 20), percentage: 10, ...body }, finance)
        .expect(400)
        .expect((a) => expect(a.body).toMatchObject({ error: 'invalid_input', field }));
    await refused({ code: 'a b' }, 'code');
    await refused({ code: 'TIMEBONUS25' }, 'code');
    await refused({ code }, 'code');
    await refused({ percentage: 0 }, 'percentage');
    await refused({ percentage: 91 }, 'percentage');
    await refused({ percentage: 12.5 }, 'percentage');
    await refused({ percentage: '10' }, 'percentage');
    await refused({ max_uses: 0 }, 'max_uses');
    await refused({ valid_from: '2026-02-30' }, 'valid_from');
    await refused({ valid_until: '2020-01-01' }, 'valid_until');
    await refused({ valid_from: '2099-02-01', valid_until: '2099-01-31' }, 'valid_until');
    await refused({ domain: 'not a domain' }, 'domain');
  });

  it('limits and ends a code, audited; never below its uses; an unknown code is 404', async () => {
    const code = `HERFST${unique()}`.slice(0, 20);
    await post('/discounts', { code, percentage: 10 }, await as('admin')).expect(201);
    await knex()('discount_codes').where({ code }).update({ uses: 3 });
    await post(`/discounts/${code}/limit`, { max_uses: 2 }, await as('finance')).expect(400).expect((a) => expect(a.body).toMatchObject({ field: 'max_uses', uses: 3 }));
    await post(`/discounts/${code}/limit`, { max_uses: 'x' }, await as('finance')).expect(400).expect((a) => expect(a.body.field).toBe('max_uses'));
    await post(`/discounts/${code}/limit`, { max_uses: 3 }, await as('support')).expect(403);
    await post(`/discounts/${code}/limit`, { max_uses: 3 }, await as('finance')).expect(200);
    await post(`/discounts/${code.toLowerCase()}/end`, {}, await as('finance')).expect(200);
    const [row] = await knex()('discount_codes').where({ code });
    expect(row).toMatchObject({ max_uses: 3, status: 'disabled' });
    expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(Date.now());
    const listed = await get('/discounts', await as('finance')).expect(200);
    expect(listed.body.codes.find((c: { code: string }) => c.code === code).state).toBe('disabled');
    expect((await auditOf(`discount:${code}`)).map((r) => [r.action, r.details])).toEqual([
      ['discount.created', { percentage: 10, max_uses: 'none', domain: 'all' }],
      ['discount.limited', { from: 'none', to: 3 }],
      ['discount.ended', { uses: 3 }],
    ]);
    await post('/discounts/NOSUCHCODE1/limit', { max_uses: 3 }, await as('finance')).expect(404, { error: 'not_found' });
    await post('/discounts/NOSUCHCODE1/end', {}, await as('finance')).expect(404, { error: 'not_found' });
  });
});
