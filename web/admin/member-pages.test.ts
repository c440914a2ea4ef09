import type { ApiMemberAccount } from '../../bff/contract/admin-member-requests';
import type { AdminAnswer, AdminApi } from './admin-api';
import { MemberAccountPage } from './member-pages';

const ok = <T>(data: T): AdminAnswer<T> => ({ ok: true, data });

const ACCOUNT: ApiMemberAccount = {
  id: 42,
  email: 'anna@example.nl',
  status: 'active',
  credits: 3,
  ledger_sum: 3,
  free_messages: 0,
  paid_user: false,
  language: 'nl',
  signup_date: '2026-12-01T10:00:00.000Z',
  active_sessions: 0,
  profile: { name: 'Anna', gender: 'female', country: 'NL', city: 'Utrecht', status: 'active' },
  photos: [],
  payments: [],
  ledger: [],
  tracking: null,
  erased_at: null,
};

/** A support operator's page over a fake API that records the calls made. */
async function supportPage(overrides: Partial<AdminApi> = {}) {
  const calls: [string, unknown][] = [];
  let account = ACCOUNT;
  const api = {
    me: async () => ok({ operator: { id: 1, email: 's@h.nl', name: 'Sam', role: 'support' as const }, actions: ['members.view', 'members.edit', 'gdpr.handle'] }),
    member: async () => ok(account),
    changeMemberEmail: async (_id: number, body: { email: string; reason: string }) => {
      calls.push(['email', body]);
      return ok({ email: body.email });
    },
    eraseMember: async (id: number, body: { reason: string; confirm: number }) => {
      calls.push(['erase', body]);
      account = { ...account, erased_at: '2026-12-07T12:00:00.000Z', email: `erased-${id}@erased.invalid` };
      return ok({ messages: 0, photos: 0 });
    },
    ...overrides,
  } as unknown as AdminApi;
  const page = new MemberAccountPage(api, 42);
  await page.load();
  return { page, calls };
}

describe('support’s actions on a member’s account page', () => {
  it('names the missing field of an address change without asking the server, then sends it trimmed', async () => {
    const { page, calls } = await supportPage();
    expect(page.mayEdit).toBe(true);
    page.set('newEmail', 'geen-adres');
    await page.changeEmail();
    expect(page.emailProblem).toEqual({ error: 'invalid_input', field: 'email' });
    page.set('newEmail', ' anna2@example.nl ');
    await page.changeEmail();
    expect(page.emailProblem).toEqual({ error: 'invalid_input', field: 'reason' });
    page.set('emailReason', ' Ticket 1 ');
    await page.changeEmail();
    expect(calls).toEqual([['email', { email: 'anna2@example.nl', reason: 'Ticket 1' }]]);
    expect(page.done).toBe('email');
    expect(page.newEmail).toBe('');
  });

  it('keeps the server’s refusal of an address on its own form', async () => {
    const { page } = await supportPage({ changeMemberEmail: async () => ({ ok: false, status: 400, problem: { error: 'invalid_input', field: 'email', reason: 'taken' } }) });
    page.set('newEmail', 'bob@example.nl');
    page.set('emailReason', 'r');
    await page.changeEmail();
    expect(page.emailProblem).toEqual({ error: 'invalid_input', field: 'email', reason: 'taken' });
    expect(page.problem).toBeUndefined();
  });

  it('erases only once her id is typed exactly, and then offers nothing more', async () => {
    const { page, calls } = await supportPage();
    page.set('eraseReason', 'AVG art. 17');
    page.set('eraseConfirm', '43');
    expect(page.eraseConfirmed).toBe(false);
    await page.erase();
    expect(page.eraseProblem).toEqual({ error: 'invalid_input', field: 'confirm' });
    expect(calls).toEqual([]);
    page.set('eraseConfirm', ' 42 ');
    expect(page.eraseConfirmed).toBe(true);
    await page.erase();
    expect(calls).toEqual([['erase', { reason: 'AVG art. 17', confirm: 42 }]]);
    expect(page.done).toBe('erased');
    expect(page.erased).toBe(true);
    expect([page.mayEdit, page.mayHandleGdpr]).toEqual([false, false]);
  });
});

/** Decision 0072: a moderator's page over a fake API whose account follows the suspension calls. */
async function moderatorPage() {
  const calls: [string, unknown][] = [];
  let account: ApiMemberAccount = ACCOUNT;
  const api = {
    me: async () => ok({ operator: { id: 2, email: 'm@h.nl', name: 'Mo', role: 'moderator' as const }, actions: ['members.view', 'members.suspend'] }),
    member: async () => ok(account),
    suspendMember: async (_id: number, body: { days?: number; reason: string }) => {
      calls.push(['suspend', body]);
      account = { ...account, status: 'suspended' };
      return ok({ until: null });
    },
    liftSuspension: async (_id: number, body: { reason: string }) => {
      calls.push(['lift', body]);
      account = { ...account, status: 'active' };
      return ok({ ok: true as const });
    },
  } as unknown as AdminApi;
  const page = new MemberAccountPage(api, 42);
  await page.load();
  return { page, calls };
}

describe('a moderator’s suspension on a member’s account page', () => {
  it('offers the suspension only to a role with members.suspend', async () => {
    expect((await supportPage()).page.maySuspend).toBe(false);
    const { page } = await moderatorPage();
    expect(page.maySuspend).toBe(true);
    expect(page.mayEdit).toBe(false);
  });

  it('names days out of range and a missing reason without asking the server, then suspends for days or for good', async () => {
    const { page, calls } = await moderatorPage();
    page.set('suspendDays', '0');
    page.set('suspendReason', 'Spam');
    await page.suspend();
    expect(page.suspensionProblem).toEqual({ error: 'invalid_input', field: 'days' });
    page.set('suspendDays', '14');
    page.set('suspendReason', '  ');
    await page.suspend();
    expect(page.suspensionProblem).toEqual({ error: 'invalid_input', field: 'reason' });
    expect(calls).toEqual([]);
    page.set('suspendReason', ' Vraagt om geld ');
    await page.suspend();
    expect(calls).toEqual([['suspend', { days: 14, reason: 'Vraagt om geld' }]]);
    expect(page.done).toBe('suspended');
    expect(page.suspended).toBe(true);
    expect(page.suspendReason).toBe('');
  });

  it('suspends for good without days, and lifts with a required reason', async () => {
    const { page, calls } = await moderatorPage();
    page.setSuspendForGood(true);
    page.set('suspendDays', '');
    page.set('suspendReason', 'Oplichter');
    await page.suspend();
    await page.liftSuspension();
    expect(page.suspensionProblem).toEqual({ error: 'invalid_input', field: 'reason' });
    page.set('liftReason', 'Bezwaar toegekend');
    await page.liftSuspension();
    expect(calls).toEqual([
      ['suspend', { reason: 'Oplichter' }],
      ['lift', { reason: 'Bezwaar toegekend' }],
    ]);
    expect(page.done).toBe('lifted');
    expect(page.suspended).toBe(false);
  });
});
