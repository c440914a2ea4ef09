import type { Container } from 'inversify';
import { OtplibTwoFactorCodes } from '../../adapters/security/otplib-two-factor-codes';
import { USE_CASES } from '../../bff/wiring/tokens';
import { CONSOLE } from '../../domain/operators/actor';
import type { OperatorRole } from '../../domain/operators/roles';
import { totpStep } from '../../domain/operators/totp-window';
import type { TestServer } from './test-server';

export const OPERATOR_TEST_PASSWORD = 'een lang achterkamer wachtwoord';
const codes = new OtplibTwoFactorCodes();

/** The six-digit code her app shows `steps` time steps from now. */
export const totpCodeOf = (secret: string, steps = 0): string => codes.codeAt(secret, totpStep(new Date()) + steps);

let sequence = 0;

/** An operator made as `npm run operator -- create` makes her: through the use case, by the console. */
export async function givenOperator(container: Container, role: OperatorRole, email?: string): Promise<{ email: string; password: string; role: OperatorRole }> {
  sequence += 1;
  const address = email ?? `${role}${sequence}-${Date.now()}@back.office`;
  await container.get(USE_CASES.operators.createOperator).run(CONSOLE, { email: address, name: `${role[0]!.toUpperCase()}${role.slice(1)} ${sequence}`, role, password: OPERATOR_TEST_PASSWORD });
  return { email: address, password: OPERATOR_TEST_PASSWORD, role };
}

/** The browser's header the back office's calls require (against cross-site requests, decision 0070). */
export const ADMIN_CLIENT = { 'X-Requested-With': 'hartslag-web' };

/** A supertest agent's way into /api/admin: its calls with or without an operator cookie, and one signed-in cookie per role. */
export function adminClient(server: () => { api: TestServer['api']; composition: TestServer['composition'] }) {
  const cookies = new Map<OperatorRole, string>();
  const cookieOf = (answer: { headers: Record<string, unknown> }) => {
    const set = (answer.headers['set-cookie'] as string[] | undefined) ?? [];
    const operator = set.find((cookie) => cookie.startsWith('hs_operator='));
    if (!operator) throw new Error('no operator cookie');
    return operator.split(';')[0]!;
  };
  const post = (path: string, body: object, cookie?: string) => {
    const request = server().api.post(`/api/admin${path}`).set(ADMIN_CLIENT);
    if (cookie) request.set('Cookie', cookie);
    return request.send(body);
  };
  const get = (path: string, cookie?: string) => {
    const request = server().api.get(`/api/admin${path}`);
    if (cookie) request.set('Cookie', cookie);
    return request;
  };
  /** A full session of an operator of that role, enrolled on her first login (made once per role). */
  const as = async (role: OperatorRole): Promise<string> => {
    if (!cookies.has(role)) {
      const operator = await givenOperator(server().composition.container, role);
      const login = await post('/login', { email: operator.email, password: OPERATOR_TEST_PASSWORD }).expect(200);
      const totp = await post('/totp', { code: totpCodeOf(login.body.secret) }, cookieOf(login)).expect(200);
      cookies.set(role, cookieOf(totp));
    }
    return cookies.get(role)!;
  };
  return { cookieOf, post, get, as };
}
