import type { LockoutLimits } from '../accounts/login-lockout';
import { auditEntry } from './audit';
import { operatorView, type OperatorView } from './operator';
import { OperatorError } from './operator-error';
import type { StartedOperatorSession } from './operator-session-keeper';
import { fullSessionFor, operatorAtSecondFactor, type SecondFactorDeps } from './second-factor-session';
import { isTotpCode, matchingStep, normalisedRecoveryCode } from './totp-window';

export interface PassedSecondFactor {
  readonly session: StartedOperatorSession;
  readonly operator: OperatorView;
  /** Unspent recovery codes left, when she used one. */
  readonly recoveryCodesLeft?: number;
}

/**
 * The second step of an enrolled operator's login: six digits from her app (within a step either side of now, each
 * step once) or one of her recovery codes (each once). Every attempt counts on her login counter first (lockout).
 * The half session ends and a full one starts (a new token); the login is audited in the same transaction as the
 * code is spent, so two requests with one code cannot both pass.
 */
export class PassSecondFactor {
  constructor(private readonly deps: SecondFactorDeps) {}

  async run(input: { sessionToken: string; code: string; limits: LockoutLimits }): Promise<PassedSecondFactor> {
    const operator = await operatorAtSecondFactor(this.deps, input, 'enrolled');
    const now = this.deps.clock.now();
    const who = { operatorId: operator.id };
    const target = `operator:${operator.id}`;
    let recoveryCodesLeft: number | undefined;

    if (isTotpCode(input.code)) {
      const step = matchingStep(this.deps.codes, operator.totp.secret, input.code.replace(/\s/g, ''), now, operator.totp.lastStep);
      if (step === undefined) throw new OperatorError('code_invalid', { field: 'code' });
      await this.deps.transactions.run(async ({ operators, audit }) => {
        if (!(await operators.useTotpStep(operator.id, step))) throw new OperatorError('code_invalid', { field: 'code' });
        await audit.append(auditEntry({ who, action: 'operator.logged_in', target, at: now, details: { via: 'totp' } }));
      });
    } else {
      const digest = this.deps.tokens.digest(normalisedRecoveryCode(input.code));
      recoveryCodesLeft = await this.deps.transactions.run(async ({ operators, audit }) => {
        if (!(await operators.spendRecoveryCode(operator.id, digest))) throw new OperatorError('code_invalid', { field: 'code' });
        const left = await operators.recoveryCodesLeft(operator.id);
        await audit.append(auditEntry({ who, action: 'operator.recovery_code_used', target, at: now, details: { left } }));
        await audit.append(auditEntry({ who, action: 'operator.logged_in', target, at: now, details: { via: 'recovery_code' } }));
        return left;
      });
    }
    return { session: await fullSessionFor(this.deps, input.sessionToken, operator), operator: operatorView(operator), recoveryCodesLeft };
  }
}
