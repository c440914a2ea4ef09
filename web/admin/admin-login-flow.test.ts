import type { AdminAnswer, AdminApi } from './admin-api';
import { AdminLoginFlow } from './admin-login-flow';

const ok = <T>(data: T): AdminAnswer<T> => ({ ok: true, data });
const refused = (status: number, error: string, field?: string) => ({ ok: false as const, status, problem: { error, field } });

function fakeApi(overrides: Partial<AdminApi>): AdminApi {
  const never = () => Promise.reject(new Error('not called'));
  return { logIn: never, submitCode: never, logOut: never, me: never, audit: never, ...overrides } as AdminApi;
}

describe('the operator’s login flow', () => {
  it('goes from the password to enrolment, then shows the ten recovery codes before she goes on', async () => {
    const flow = new AdminLoginFlow(
      fakeApi({
        logIn: async () => ok({ next: 'enrol' as const, secret: 'ABC', otpauth_uri: 'otpauth://totp/x' }),
        submitCode: async () => ok({ operator: { id: 1, email: 'a@b.nl', name: 'Ada', role: 'admin' as const }, recovery_codes: ['a', 'b'] }),
      }),
    );
    await flow.logIn('a@b.nl', 'geheim wachtwoord');
    expect(flow.step).toBe('enrol');
    expect(flow.enrolment).toEqual({ secret: 'ABC', uri: 'otpauth://totp/x' });
    expect(await flow.submitCode('123456')).toBe(false);
    expect(flow.step).toBe('recovery');
    expect(flow.recoveryCodes).toEqual(['a', 'b']);
  });

  it('goes on at once after a code of an enrolled operator', async () => {
    const flow = new AdminLoginFlow(
      fakeApi({ logIn: async () => ok({ next: 'totp' as const }), submitCode: async () => ok({ operator: { id: 1, email: 'a@b.nl', name: 'Ada', role: 'finance' as const } }) }),
    );
    await flow.logIn('a@b.nl', 'geheim wachtwoord');
    expect(flow.step).toBe('code');
    expect(await flow.submitCode(' 123456 ')).toBe(true);
  });

  it('keeps the refusal, names an empty field without asking the server, and starts over when the half session ended', async () => {
    const flow = new AdminLoginFlow(fakeApi({ logIn: async () => ok({ next: 'totp' as const }), submitCode: async () => refused(401, 'operator_required') }));
    await flow.logIn(' ', 'x');
    expect(flow.problem).toEqual({ error: 'invalid_input', field: 'email' });
    await flow.logIn('a@b.nl', 'x');
    expect(flow.problem).toBeUndefined();
    expect(await flow.submitCode('123456')).toBe(false);
    expect(flow.step).toBe('password');
    expect(flow.problem?.error).toBe('operator_required');
  });
});
