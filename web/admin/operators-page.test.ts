import { describe, expect, it } from 'vitest';
import type { ApiOperatorListing, ApiOperatorSetupLink } from '../../bff/contract/admin-operator-requests';
import type { AdminApi } from './admin-api';
import { OperatorsPage } from './operators-page';

const listing = (id: number, name: string, extra: Partial<ApiOperatorListing> = {}): ApiOperatorListing => ({
  id,
  email: `${name.toLowerCase()}@back.office`,
  name,
  role: 'support',
  second_factor: 'none',
  active: true,
  awaiting_setup: true,
  last_login_at: null,
  created_at: '2026-12-07T22:00:00.000Z',
  ...extra,
});
const issued = (operator: ApiOperatorListing, token: string): ApiOperatorSetupLink => ({ operator, setup_link: `https://hartslag.test/admin/setup?token=${token}`, expires_at: '2026-12-08T22:00:00.000Z' });

/** Decision 0083: the operators screen makes an operator and shows her set-up link once. */
describe('the operators screen’s new operator', () => {
  it('makes her from the form, lists her by name and shows her link once; the form empties', async () => {
    const sent: unknown[] = [];
    const api = {
      createOperator: async (body: object) => (sent.push(body), { ok: true as const, data: issued(listing(3, 'Bea'), 'abc') }),
    } as unknown as AdminApi;
    const page = new OperatorsPage(api);
    page.operators = [listing(1, 'Ada', { awaiting_setup: false }), listing(2, 'Cor', { awaiting_setup: false })];
    page.setDraft('email', 'bea@back.office');
    page.setDraft('name', 'Bea');
    page.setDraft('role', 'finance');
    await page.create();
    expect(sent).toEqual([{ email: 'bea@back.office', name: 'Bea', role: 'finance' }]);
    expect(page.operators.map((o) => o.name)).toEqual(['Ada', 'Bea', 'Cor']);
    expect(page.issued).toMatchObject({ id: 3, name: 'Bea', link: 'https://hartslag.test/admin/setup?token=abc', resent: false });
    expect(page.draft).toEqual({ email: '', name: '', role: 'support' });
  });

  it('keeps a refusal with its field and the form as typed', async () => {
    const api = { createOperator: async () => ({ ok: false as const, status: 409, problem: { error: 'email_taken', field: 'email' } }) } as unknown as AdminApi;
    const page = new OperatorsPage(api);
    page.setDraft('email', 'ada@back.office');
    await page.create();
    expect([page.createProblem?.error, page.draft.email, page.issued]).toEqual(['email_taken', 'ada@back.office', undefined]);
  });

  it('sends a fresh link and shows it as sent again', async () => {
    const bea = listing(3, 'Bea');
    const api = { resendOperatorSetup: async () => ({ ok: true as const, data: issued(bea, 'def') }) } as unknown as AdminApi;
    const page = new OperatorsPage(api);
    page.operators = [bea];
    await page.resendSetup(bea);
    expect(page.issued).toMatchObject({ link: 'https://hartslag.test/admin/setup?token=def', resent: true });
    expect(page.done).toMatchObject({ id: 3 });
    let copied = '';
    await page.copyLink({ writeText: async (text: string) => void (copied = text) });
    expect([copied, page.copied]).toEqual(['https://hartslag.test/admin/setup?token=def', true]);
  });
});
