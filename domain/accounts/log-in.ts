import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { RateLimiter } from '../shared/rate-limiter';
import { isLockedOut, lockoutKeys, lockoutMinutesLeft, type LockoutLimits } from './login-lockout';
import type { MemberAccounts, PasswordHasher } from './ports';
import type { SessionStarter, StartedSession } from './session-starter';

/**
 * Checks the password and opens a new session. Unknown email, wrong password and deleted account look the same.
 * Failures are counted per email and per IP (see login-lockout.ts); once either count reaches its threshold,
 * every attempt in the window is refused as login_locked — even with the right password — before the password is checked.
 */
export class LogIn {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      hasher: PasswordHasher;
      sessions: SessionStarter;
      decoyHash: string;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async run(email: string, password: string, ip: string, limits: LockoutLimits): Promise<{ memberId: MemberId; session: StartedSession }> {
    const keys = lockoutKeys(email, ip);
    const windowSeconds = limits.minutes * 60;
    await this.refuseWhenLocked(keys.account, limits.perAccount, windowSeconds);
    await this.refuseWhenLocked(keys.ip, limits.perIp, windowSeconds);

    const member = await this.deps.members.findByEmail(email.trim());
    // Verify against a decoy when there is no member, so timing does not reveal which emails have accounts.
    const matches = await this.deps.hasher.verify(member?.passwordHash ?? this.deps.decoyHash, password);
    if (!member || !matches || member.status === 'deleted') {
      const now = this.deps.clock.now();
      await this.deps.rateLimiter.hit(keys.account, limits.perAccount, windowSeconds, now);
      await this.deps.rateLimiter.hit(keys.ip, limits.perIp, windowSeconds, now);
      throw new DomainError('login_failed');
    }
    // Only the account's count starts over: a valid login of one's own must not wipe an address's failures on others.
    await this.deps.rateLimiter.reset(keys.account);
    return { memberId: member.id, session: await this.deps.sessions.start(member.id) };
  }

  private async refuseWhenLocked(key: string, threshold: number, windowSeconds: number): Promise<void> {
    const now = this.deps.clock.now();
    if (!isLockedOut(await this.deps.rateLimiter.peek(key, windowSeconds, now), threshold)) return;
    // The refused attempt is counted too; the limiter knows when its window ends.
    const decision = await this.deps.rateLimiter.hit(key, threshold, windowSeconds, now);
    const retryAfter = Math.max(1, decision.retryAfterSeconds);
    throw new DomainError('login_locked', { details: { minutes: lockoutMinutesLeft(retryAfter), retry_after: retryAfter } });
  }
}
