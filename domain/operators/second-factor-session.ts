import type { LockoutLimits } from '../accounts/login-lockout';
import type { Clock } from '../shared/clock';
import type { RandomTokens } from '../shared/random-tokens';
import type { Operator, TotpEnrolment } from './operator';
import { OperatorError } from './operator-error';
import type { OperatorSessionKeeper, StartedOperatorSession } from './operator-session-keeper';
import type { OperatorTransactions, Operators, TwoFactorCodes } from './ports';
import type { SecondFactorAttempts } from './second-factor-attempts';

/** What the second step of a login needs: the enrolment's confirmation (ConfirmTotp) and a code later (PassSecondFactor). */
export interface SecondFactorDeps {
  operators: Operators;
  transactions: OperatorTransactions;
  sessions: OperatorSessionKeeper;
  attempts: SecondFactorAttempts;
  codes: TwoFactorCodes;
  tokens: RandomTokens;
  clock: Clock;
}

/**
 * The operator of a half session at its second step, her TOTP in the state the step expects; the attempt counted on
 * her login counter first (lockout). Anything else is `operator_required`.
 */
export async function operatorAtSecondFactor<S extends TotpEnrolment['state']>(
  deps: SecondFactorDeps,
  input: { sessionToken: string; limits: LockoutLimits },
  totp: S,
): Promise<Operator & { readonly totp: Extract<TotpEnrolment, { state: S }> }> {
  const session = await deps.sessions.find(input.sessionToken);
  if (!session || session.stage !== 'second_factor') throw new OperatorError('operator_required');
  const operator = await deps.operators.findById(session.operatorId);
  if (!operator || !inState(operator, totp)) throw new OperatorError('operator_required');
  await deps.attempts.count(operator.email, input.limits);
  return operator;
}

const inState = <S extends TotpEnrolment['state']>(operator: Operator, state: S): operator is Operator & { readonly totp: Extract<TotpEnrolment, { state: S }> } =>
  operator.totp.state === state;

/** The step passed: her counter cleared, the half session ended and a full one started (a new token). */
export async function fullSessionFor(deps: SecondFactorDeps, sessionToken: string, operator: Operator): Promise<StartedOperatorSession> {
  await deps.attempts.passed(operator.email);
  await deps.sessions.end(sessionToken);
  return deps.sessions.start(operator.id, 'full');
}
