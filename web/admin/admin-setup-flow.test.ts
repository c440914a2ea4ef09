import { describe, expect, it } from 'vitest';
import type { AdminAnswer } from './admin-api';
import { AdminSetupFlow } from './admin-setup-flow';

const answering = (answer: AdminAnswer<{ email: string }>) => {
  const calls: [string, string][] = [];
  return { calls, api: { setUpOperator: async (token: string, password: string) => (calls.push([token, password]), answer) } };
};

describe('setting her password with her set-up link', () => {
  it('sends token and password, and then knows she is done', async () => {
    const { api, calls } = answering({ ok: true, data: { email: 'noor@back.office' } });
    const flow = new AdminSetupFlow(api, 'abc');
    await flow.submit('een lang wachtwoord');
    expect(calls).toEqual([['abc', 'een lang wachtwoord']]);
    expect(flow.doneFor).toBe('noor@back.office');
  });

  it('keeps a refused password beside its field, and a dead link as the page’s problem', async () => {
    const bad = new AdminSetupFlow(answering({ ok: false, status: 400, problem: { error: 'invalid_input', field: 'password', reason: 'too_short' } }).api, 'abc');
    await bad.submit('kort');
    expect([bad.problemField, bad.doneFor]).toEqual(['password', undefined]);
    const dead = new AdminSetupFlow(answering({ ok: false, status: 410, problem: { error: 'setup_link_invalid' } }).api, 'abc');
    await dead.submit('een lang wachtwoord');
    expect([dead.problem?.error, dead.problemField]).toEqual(['setup_link_invalid', undefined]);
  });

  it('sends nothing without a token', async () => {
    const { api, calls } = answering({ ok: true, data: { email: 'x' } });
    const flow = new AdminSetupFlow(api, '');
    await flow.submit('een lang wachtwoord');
    expect([flow.linkMissing, calls]).toEqual([true, []]);
  });
});
