import type { PageLinks } from '../mail/page-links';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Credentials } from './credentials';
import { passwordProblem } from './password-policy';
import type { Mailer } from '../mail/mailer';
import type { MemberAccounts, PasswordHasher } from './ports';
import { sendSecurityNotice, type SiteOfRequest } from './security-notice';
import type { SessionStarter } from './session-starter';
import type { Clock } from '../shared/clock';
import type { RateLimiter } from '../shared/rate-limiter';
import { countPasswordCheck } from './password-checks';

export interface PasswordChange {
  readonly memberId: MemberId;
  /** The session making the change: it stays, every other one ends. */
  readonly sessionToken: string;
  readonly currentPassword: string;
  readonly password: string;
  /** Where the notice mail's links point. */
  readonly site: SiteOfRequest;
}

/**
 * A member sets a new password, proving the current one; every other session of the account ends, and she is mailed.
 * Fails with `rate_limited` (10 checks of the current password an hour), `invalid_input` (field `password`) or
 * `wrong_password`.
 */
export class ChangePassword {
  constructor(
    private readonly deps: {
      credentials: Credentials;
      hasher: PasswordHasher;
      sessions: SessionStarter;
      members: MemberAccounts;
      mailer: Mailer;
      pageLinks: PageLinks;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async run(change: PasswordChange): Promise<void> {
    await countPasswordCheck(this.deps, change.memberId);
    const problem = passwordProblem(change.password);
    if (problem) throw new DomainError('invalid_input', { field: 'password', message: problem });
    const hash = await this.deps.credentials.passwordHashOf(change.memberId);
    if (!hash || !(await this.deps.hasher.verify(hash, change.currentPassword))) {
      throw new DomainError('wrong_password', { field: 'current_password' });
    }
    await this.deps.credentials.setPasswordHash(change.memberId, await this.deps.hasher.hash(change.password));
    await this.deps.sessions.endAllFor(change.memberId, change.sessionToken);
    const member = await this.deps.members.findById(change.memberId);
    if (member) await sendSecurityNotice(this.deps, 'password_changed', { id: member.id, email: member.email, name: member.profile.name, language: member.language }, change.site);
  }
}
