import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../domain/operators/roles';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 25, decision 0077: /api/admin/settings — a domain's settings, a change, a reset; admins only, audited. */
describe.each(databaseKinds())('the back office’s settings calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const auditOf = async (target: string) =>
    (await knex()('audit_log').where({ target }).orderBy('id')) as { action: string; operator_id: string | null; reason: string | null; details: Record<string, unknown> | null }[];
  const rowOf = async (domain: string, key: string) => (await knex()('settings').where({ domain, key }).first()) as { value: unknown } | undefined;

  it('answers a visitor 401, a member 403 and every role but admin 403, and changes nothing', async () => {
    const member = await givenMember(knex());
    const memberCookie = await sessionCookieFor(server.api, member);
    const refused: [string | undefined, number][] = [[undefined, 401], [memberCookie, 403]];
    for (const role of ['moderator', 'support', 'finance'] as OperatorRole[]) refused.push([await as(role), 403]);
    for (const [cookie, status] of refused) {
      await get('/settings?domain=localhost', cookie).expect(status);
      await post('/settings/message_credits', { domain: 'localhost', value: 12 }, cookie).expect(status);
      await post('/settings/message_credits/reset', { domain: 'localhost' }, cookie).expect(status);
    }
    expect(await rowOf('localhost', 'message_credits')).toBeUndefined();
    expect(await auditOf('setting:localhost/message_credits')).toEqual([]);
  });

  it('shows every setting of a domain with its value and where it comes from', async () => {
    const install = await get('/settings', await as('admin')).expect(200);
    expect(install.body.domain).toBe('*');
    expect(install.body.domains).toEqual(['*', 'localhost']);
    const keys = install.body.settings.map((s: { key: string }) => s.key);
    expect(keys).toContain('credit_bundles');
    expect(keys).toContain('minimum_message_costs');
    expect(keys).not.toContain('push_public_key');
    // The test server sets the signup limit for the install (test/support/test-server.ts).
    expect(install.body.settings.find((s: { key: string }) => s.key === 'signups_per_ip_per_hour')).toMatchObject({ value: 100_000, source: 'install', input: 'number' });
    const local = await get('/settings?domain=localhost', await as('admin')).expect(200);
    expect(local.body.settings.find((s: { key: string }) => s.key === 'signups_per_ip_per_hour')).toMatchObject({ value: 100_000, source: 'install', inherited: 100_000 });
    expect(local.body.settings.find((s: { key: string }) => s.key === 'message_credits')).toMatchObject({ value: 10, source: 'default', input: 'number' });
    expect(local.body.settings.find((s: { key: string }) => s.key === 'signups')).toMatchObject({ value: 'all', input: 'choice', choices: ['all', 'with_trafficsource', 'invite_only'] });
    await get('/settings?domain=elsewhere.example', await as('admin')).expect(404).expect((answer) => expect(answer.body).toMatchObject({ error: 'not_found', field: 'domain' }));
  });

  it('changes a price for a domain, audited with the old and new value, and the member-facing settings serve it at once', async () => {
    const bundles = [
      { id: 1, credits: 50, amount_cents: 1295, currency: 'EUR', countries: [] },
      { id: 2, credits: 120, amount_cents: 2495, currency: 'EUR', countries: ['NL'], popular: true },
    ];
    const changed = await post('/settings/credit_bundles', { domain: 'localhost', value: bundles, reason: 'Nieuwe prijzen per 1 januari' }, await as('admin')).expect(200);
    expect(changed.body).toMatchObject({ key: 'credit_bundles', value: bundles, source: 'domain', input: 'json' });
    expect((await rowOf('localhost', 'credit_bundles'))?.value).toEqual(bundles);
    const [row] = await auditOf('setting:localhost/credit_bundles');
    expect(row).toMatchObject({ action: 'setting.changed', reason: 'Nieuwe prijzen per 1 januari' });
    expect(row!.operator_id).not.toBeNull();
    expect(row!.details).toMatchObject({ domain: 'localhost', key: 'credit_bundles', new: JSON.stringify(bundles) });
    expect(JSON.parse(String(row!.details!.old))[0]).toMatchObject({ id: 1, amount_cents: 995 });

    await post('/settings/message_credits', { domain: 'localhost', value: 12 }, await as('admin')).expect(200);
    const served = await server.api.get('/api/settings.php').expect(200);
    expect(served.body.settings.message_credits).toBe(12);
  });

  it('refuses a value that does not fit its setting with 400 naming the key, and an unknown key with 404', async () => {
    const admin = await as('admin');
    const refusals: [string, unknown, string?][] = [
      ['message_credits', -1],
      ['message_credits', 'ten'],
      ['min_age', 17],
      ['countries', ['NL', 'Nederland']],
      ['minimum_message_costs', { NL: { costs: 1.499, currency: 'EUR' } }, 'NL.costs'],
      ['credit_bundles', [{ id: 1, credits: 50, amount_cents: 0, currency: 'EUR', countries: [] }], '0.amount_cents'],
      ['signups', 'everyone'],
      ['support_email', 'geen adres'],
      ['payment_methods', { NL: ['cash'] }],
    ];
    for (const [key, value, inside] of refusals) {
      const answer = await post(`/settings/${key}`, { domain: 'localhost', value }, admin).expect(400);
      expect(answer.body).toMatchObject({ error: 'invalid_input', field: key });
      if (inside) expect(answer.body.reason).toContain(inside);
    }
    await post('/settings/message_credits', { value: 12 }, admin).expect(400).expect((answer) => expect(answer.body.field).toBe('domain'));
    await post('/settings/no_such_setting', { domain: 'localhost', value: 1 }, admin).expect(404).expect((answer) => expect(answer.body.field).toBe('key'));
    await post('/settings/push_public_key', { domain: 'localhost', value: 'x' }, admin).expect(404);
    await post('/settings/message_credits', { domain: 'elsewhere.example', value: 12 }, admin).expect(404).expect((answer) => expect(answer.body.field).toBe('domain'));
    expect(await rowOf('localhost', 'min_age')).toBeUndefined();
  });

  it('resets a domain’s own value to the inherited one, audited; resetting what it does not have is 404', async () => {
    const admin = await as('admin');
    await post('/settings/refund_days', { domain: '*', value: 21 }, admin).expect(200);
    await post('/settings/refund_days', { domain: 'localhost', value: 30 }, admin).expect(200);
    const reset = await post('/settings/refund_days/reset', { domain: 'localhost', reason: 'Terug naar de standaard' }, admin).expect(200);
    expect(reset.body).toMatchObject({ key: 'refund_days', value: 21, source: 'install' });
    expect(await rowOf('localhost', 'refund_days')).toBeUndefined();
    const rows = await auditOf('setting:localhost/refund_days');
    expect(rows.map((row) => row.action)).toEqual(['setting.changed', 'setting.reset']);
    expect(rows[1]).toMatchObject({ reason: 'Terug naar de standaard', details: { old: '30', new: '21' } });
    await post('/settings/refund_days/reset', { domain: 'localhost' }, admin).expect(404);
  });

  it('keeps the fictional profiles’ disclosure on while a profile is flagged fictional', async () => {
    const admin = await as('admin');
    const servedIcon = async () => ((await server.api.get('/api/settings.php').expect(200)).body as { settings: { fictional_icon: string } }).settings.fictional_icon;
    expect(await servedIcon()).toBe('theater');
    await post('/settings/fictional_icon', { domain: 'localhost', value: '' }, admin).expect(200);
    // Decision 0084: the pages draw the icon as the settings they are served say (web/components/member-card.tsx).
    expect(await servedIcon()).toBe('');
    await post('/settings/fictional_icon/reset', { domain: 'localhost' }, admin).expect(200);
    expect(await servedIcon()).toBe('theater');
    await givenMember(knex(), { fictional: true });
    const refused = await post('/settings/fictional_icon', { domain: 'localhost', value: '' }, admin).expect(409);
    expect(refused.body).toMatchObject({ error: 'fictional_disclosure_required', field: 'fictional_icon', domain: 'localhost', profiles: 1 });
    await post('/settings/fictional_icon', { domain: '*', value: '' }, admin).expect(409);
    await post('/settings/fictional_warning', { domain: 'localhost', value: 'Fictief.' }, admin).expect(409).expect((answer) => expect(answer.body.field).toBe('fictional_warning'));
    await post('/settings/fictional_warning', { domain: 'localhost', value: 'Dit profiel is fictief; een afspraak is niet mogelijk.' }, admin).expect(200);
    await post('/settings/fictional_warning', { domain: 'localhost', value: '' }, admin).expect(200);
    expect(await rowOf('localhost', 'fictional_icon')).toBeUndefined();
    expect((await auditOf('setting:localhost/fictional_icon')).map((row) => row.action)).toEqual(['setting.changed', 'setting.reset']);
  });
});
