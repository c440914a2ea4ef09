import { SUSPENDED_FOR_GOOD, suspensionHolds, type Suspensions } from '../moderation/suspension';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { RateDecision, RateLimiter } from '../shared/rate-limiter';
import { lockoutKeys, lockoutMinutesLeft, type LockoutLimits } from './login-lockout';
import type { MemberAccounts, PasswordHasher } from './ports';
import type { SessionStarter, StartedSession } from './session-starter';

/**
 * Checks the password and opens a new session. Unknown email, wrong password and deleted account look the same.
 * Every attempt is counted per email and per address before anything else (see login-lockout.ts): past either
 * threshold the attempt is refused as login_locked — even with the right password — and no password is checked,
 * however many attempts arrive at once. A good login clears the account's count and takes its hit back from the
 * address, so members sharing an address do not lock each other out.
 */
export class LogIn {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      hasher: PasswordHasher;
      sessions: SessionStarter;
      decoyHash: string;
      rateLimiter: RateLimiter;
      suspensions: Suspensions;
      clock: Clock;
    },
  ) {}

  async run(email: string, password: string, ip: string, limits: LockoutLimits): Promise<{ memberId: MemberId; language: string; session: StartedSession }> {
    const keys = lockoutKeys(email, ip);
    const windowSeconds = limits.minutes * 60;
    const now = this.deps.clock.now();
    const account = await this.deps.rateLimiter.hit(keys.account, limits.perAccount, windowSeconds, now);
    const address = await this.deps.rateLimiter.hit(keys.ip, limits.perIp, windowSeconds, now);
    refuseWhenLocked(account, address);

    const member = await this.deps.members.findByEmail(email.trim());
    // Verify against a decoy when there is no member, so timing does not reveal which emails have accounts.
    const matches = await this.deps.hasher.verify(member?.passwordHash ?? this.deps.decoyHash, password);
    if (!member || !matches || member.status === 'deleted') throw new DomainError('login_failed');
    if (member.status === 'suspended') await this.refuseWhileSuspended(member.id, now);
    // Only the account's count starts over: a valid login of one's own must not wipe an address's failures on others.
    await this.deps.rateLimiter.reset(keys.account);
    await this.deps.rateLimiter.undo(keys.ip, this.deps.clock.now());
    // Her saved language comes along: the login sets the locale cookie to it (SPEC §4, decision 0064).
    return { memberId: member.id, language: member.language, session: await this.deps.sessions.start(member.id) };
  }

  /**
   * A suspended member (decision 0072) is told so, only after her right password (nobody learns of another's
   * suspension); a suspension that has ended is lifted at her login, her status as it was before.
   */
  private async refuseWhileSuspended(id: MemberId, now: Date): Promise<void> {
    const suspension = await this.deps.suspensions.current(id);
    if (suspension && suspensionHolds(suspension, now)) {
      // Until when she is told on the login form (decision 0084): the end's instant, or `for_good`.
      throw new DomainError('account_suspended', { details: { until: suspension.until?.toISOString() ?? SUSPENDED_FOR_GOOD } });
    }
    await this.deps.suspensions.lift(id, now);
  }
}

/** Refuses when the account or the address is past its threshold, naming the longer of the waits. */
function refuseWhenLocked(...decisions: RateDecision[]): void {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
  throw new DomainError('login_locked', { details: { minutes: lockoutMinutesLeft(retryAfter), retry_after: retryAfter } });
}
