import type { LockoutLimits } from '../accounts/login-lockout';
import type { Clock } from '../shared/clock';
import type { RandomTokens } from '../shared/random-tokens';
import { auditEntry } from './audit';
import { operatorView, type OperatorView } from './operator';
import { OperatorError } from './operator-error';
import type { OperatorSessionKeeper, StartedOperatorSession } from './operator-session-keeper';
import type { OperatorTransactions, Operators, TwoFactorCodes } from './ports';
import type { SecondFactorAttempts } from './second-factor-attempts';
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
  constructor(
    private readonly deps: {
      operators: Operators;
      transactions: OperatorTransactions;
      sessions: OperatorSessionKeeper;
      attempts: SecondFactorAttempts;
      codes: TwoFactorCodes;
      tokens: RandomTokens;
      clock: Clock;
    },
  ) {}

  async run(input: { sessionToken: string; code: string; limits: LockoutLimits }): Promise<PassedSecondFactor> {
    const session = await this.deps.sessions.find(input.sessionToken);
    if (!session || session.stage !== 'second_factor') throw new OperatorError('operator_required');
    const operator = await this.deps.operators.findById(session.operatorId);
    if (!operator || operator.totp.state !== 'enrolled') throw new OperatorError('operator_required');
    await this.deps.attempts.count(operator.email, input.limits);
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
    await this.deps.attempts.passed(operator.email);
    await this.deps.sessions.end(input.sessionToken);
    return { session: await this.deps.sessions.start(operator.id, 'full'), operator: operatorView(operator), recoveryCodesLeft };
  }
}
