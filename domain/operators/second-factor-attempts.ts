import type { LockoutLimits } from '../accounts/login-lockout';
import type { Clock } from '../shared/clock';
import type { RateLimiter } from '../shared/rate-limiter';
import { operatorLockoutKeys, refuseWhenLocked } from './log-in-operator';

/**
 * Every typed code counts on her account's login counter before it is checked (the lockout of the password step):
 * five wrong codes lock the account as five wrong passwords do. A passed second factor starts the count over.
 */
export class SecondFactorAttempts {
  constructor(private readonly deps: { rateLimiter: RateLimiter; clock: Clock }) {}

  async count(email: string, limits: LockoutLimits): Promise<void> {
    const key = operatorLockoutKeys(email, '').account;
    const decision = await this.deps.rateLimiter.hit(key, limits.perAccount, limits.minutes * 60, this.deps.clock.now());
    refuseWhenLocked(decision);
  }

  async passed(email: string): Promise<void> {
    await this.deps.rateLimiter.reset(operatorLockoutKeys(email, '').account);
  }
}
