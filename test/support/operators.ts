import type { Container } from 'inversify';
import { OtplibTwoFactorCodes } from '../../adapters/security/otplib-two-factor-codes';
import { USE_CASES } from '../../bff/wiring/tokens';
import { CONSOLE } from '../../domain/operators/actor';
import type { OperatorRole } from '../../domain/operators/roles';
import { totpStep } from '../../domain/operators/totp-window';

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
