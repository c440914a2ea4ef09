import { ContainerModule } from 'inversify';
import { ConfirmTotp } from '../../domain/operators/confirm-totp';
import { CreateOperator } from '../../domain/operators/create-operator';
import { CurrentOperator } from '../../domain/operators/current-operator';
import { EnrolTotp } from '../../domain/operators/enrol-totp';
import { ListAuditEntries } from '../../domain/operators/list-audit-entries';
import { LogInOperator } from '../../domain/operators/log-in-operator';
import { LogOutOperator } from '../../domain/operators/log-out-operator';
import { OperatorSessionKeeper } from '../../domain/operators/operator-session-keeper';
import { PassSecondFactor } from '../../domain/operators/pass-second-factor';
import { SecondFactorAttempts } from '../../domain/operators/second-factor-attempts';
import type { Clock } from '../../domain/shared/clock';
import type { RateLimiter } from '../../domain/shared/rate-limiter';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const O = USE_CASES.operators;

/** The name an authenticator app shows beside the operator's codes. */
export const TOTP_ISSUER = 'Hartslag back office';

/** Issue 25, decision 0070: the operators' login (password, then TOTP), their accounts and the audit trail. */
export const operatorsModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, O.sessions, (d) => new OperatorSessionKeeper(d), { sessions: P.operatorSessions, tokens: P.randomTokens, clock: P.clock });
  bindUseCase(bind, O.logIn, (d) => new LogInOperator(d), {
    operators: P.operators,
    hasher: P.passwordHasher,
    decoyHash: P.decoyHash,
    rateLimiter: P.rateLimiter,
    sessions: O.sessions,
    clock: P.clock,
  });
  bindUseCase(bind, O.enrolTotp, (d) => new EnrolTotp({ ...d, issuer: TOTP_ISSUER }), { operators: P.operators, sessions: O.sessions, codes: P.twoFactorCodes });
  // The second factor's attempts count on the login's counter (SecondFactorAttempts over the rate limiter).
  const secondFactor = <D extends { rateLimiter: RateLimiter; clock: Clock }>(d: D) => ({ ...d, attempts: new SecondFactorAttempts(d) });
  const secondFactorTokens = {
    operators: P.operators,
    transactions: P.operatorTransactions,
    sessions: O.sessions,
    rateLimiter: P.rateLimiter,
    codes: P.twoFactorCodes,
    tokens: P.randomTokens,
    clock: P.clock,
  };
  bindUseCase(bind, O.confirmTotp, (d) => new ConfirmTotp(secondFactor(d)), secondFactorTokens);
  bindUseCase(bind, O.passSecondFactor, (d) => new PassSecondFactor(secondFactor(d)), secondFactorTokens);
  bindUseCase(bind, O.currentOperator, (d) => new CurrentOperator(d), { operators: P.operators, sessions: O.sessions });
  bindUseCase(bind, O.logOut, (d) => new LogOutOperator(d), { sessions: O.sessions, transactions: P.operatorTransactions, clock: P.clock });
  bindUseCase(bind, O.createOperator, (d) => new CreateOperator(d), { transactions: P.operatorTransactions, hasher: P.passwordHasher, clock: P.clock });
  bindUseCase(bind, O.listAuditEntries, (d) => new ListAuditEntries(d), { audit: P.auditTrail });
});
