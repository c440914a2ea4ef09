import type { LockoutLimits } from '../accounts/login-lockout';
import { auditEntry } from './audit';
import { operatorView, type OperatorView } from './operator';
import { OperatorError } from './operator-error';
import type { StartedOperatorSession } from './operator-session-keeper';
import { fullSessionFor, operatorAtSecondFactor, type SecondFactorDeps } from './second-factor-session';
import { matchingStep, normalisedRecoveryCode, RECOVERY_CODE_COUNT } from './totp-window';

export interface ConfirmedEnrolment {
  readonly session: StartedOperatorSession;
  readonly operator: OperatorView;
  /** Shown once, now: only their digests are kept. */
  readonly recoveryCodes: readonly string[];
}

/**
 * The first code from her app confirms the pending secret: she is enrolled, gets her ten recovery codes (shown once,
 * stored as digests) and a full session. The enrolment and her login are audited in the same transaction.
 */
export class ConfirmTotp {
  constructor(private readonly deps: SecondFactorDeps) {}

  async run(input: { sessionToken: string; code: string; limits: LockoutLimits }): Promise<ConfirmedEnrolment> {
    const operator = await operatorAtSecondFactor(this.deps, input, 'pending');
    const now = this.deps.clock.now();
    const step = matchingStep(this.deps.codes, operator.totp.secret, input.code.replace(/\s/g, ''), now);
    if (step === undefined) throw new OperatorError('code_invalid', { field: 'code' });

    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => this.deps.codes.newRecoveryCode());
    const secret = operator.totp.secret;
    await this.deps.transactions.run(async ({ operators, audit }) => {
      await operators.setTotp(operator.id, { state: 'enrolled', secret, lastStep: step });
      await operators.replaceRecoveryCodes(operator.id, recoveryCodes.map((code) => this.deps.tokens.digest(normalisedRecoveryCode(code))));
      const who = { operatorId: operator.id };
      await audit.append(auditEntry({ who, action: 'operator.totp_enrolled', target: `operator:${operator.id}`, at: now }));
      await audit.append(auditEntry({ who, action: 'operator.logged_in', target: `operator:${operator.id}`, at: now, details: { via: 'totp' } }));
    });
    return { session: await fullSessionFor(this.deps, input.sessionToken, operator), operator: operatorView(operator), recoveryCodes };
  }
}
