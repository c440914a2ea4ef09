import type { PasswordHasher } from '../accounts/ports';
import { lockoutKeys, lockoutMinutesLeft, type LockoutKeys, type LockoutLimits } from '../accounts/login-lockout';
import type { Clock } from '../shared/clock';
import type { RateDecision, RateLimiter } from '../shared/rate-limiter';
import { OperatorError } from './operator-error';
import type { OperatorSessionKeeper, StartedOperatorSession } from './operator-session-keeper';
import type { Operators } from './ports';

/** The members' lockout rule (login-lockout.ts) on counters of their own: an operator's failures never lock a member. */
export const operatorLockoutKeys = (email: string, ip: string): LockoutKeys => {
  const keys = lockoutKeys(email, ip);
  return { account: `operator-${keys.account}`, ip: `operator-${keys.ip}` };
};

/** Refuses when a counter is past its threshold, naming the longer wait (as the members' login does). */
export function refuseWhenLocked(...decisions: RateDecision[]): void {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
  throw new OperatorError('login_locked', { details: { minutes: lockoutMinutesLeft(retryAfter), retry_after: retryAfter } });
}

export interface OperatorLogin {
  readonly session: StartedOperatorSession;
  /** What she does next: type her code, or enrol her authenticator app first. */
  readonly next: 'totp' | 'enrol';
}

/**
 * The first step of an operator's login (issue 25): email and password, counted per account and per address first
 * as members' logins are (lockout), checked against a decoy hash when there is no such operator. A right password
 * opens half a session only: the second factor (PassSecondFactor, or ConfirmTotp at enrolment) opens the full one.
 */
export class LogInOperator {
  constructor(
    private readonly deps: {
      operators: Operators;
      hasher: PasswordHasher;
      decoyHash: string;
      rateLimiter: RateLimiter;
      sessions: OperatorSessionKeeper;
      clock: Clock;
    },
  ) {}

  async run(input: { email: string; password: string; ip: string; limits: LockoutLimits }): Promise<OperatorLogin> {
    const keys = operatorLockoutKeys(input.email, input.ip);
    const windowSeconds = input.limits.minutes * 60;
    const now = this.deps.clock.now();
    const account = await this.deps.rateLimiter.hit(keys.account, input.limits.perAccount, windowSeconds, now);
    const address = await this.deps.rateLimiter.hit(keys.ip, input.limits.perIp, windowSeconds, now);
    refuseWhenLocked(account, address);

    const operator = await this.deps.operators.findByEmail(input.email);
    const matches = await this.deps.hasher.verify(operator?.passwordHash ?? this.deps.decoyHash, input.password);
    // A disabled operator (decision 0077), or one who has not set her password yet (decision 0083), is refused as a
    // wrong password is: the answer tells nobody she exists.
    if (!operator || !operator.passwordHash || !matches || operator.disabledAt) throw new OperatorError('login_failed');
    // The account's count goes on until the second factor passes: a stolen password cannot try codes for ever.
    await this.deps.rateLimiter.undo(keys.ip, this.deps.clock.now());
    const session = await this.deps.sessions.start(operator.id, 'second_factor');
    return { session, next: operator.totp.state === 'enrolled' ? 'totp' : 'enrol' };
  }
}
