import type { PageLinks } from '../mail/page-links';
import { DomainError } from '../shared/domain-error';
import type { RateLimiter } from '../shared/rate-limiter';
import type { AccountLinks } from './account-links';
import type { Credentials } from './credentials';
import { lockoutKeys } from './login-lockout';
import { passwordProblem } from './password-policy';
import type { Mailer } from '../mail/mailer';
import type { MemberAccounts, PasswordHasher } from './ports';
import { sendSecurityNotice, type SiteOfRequest } from './security-notice';
import type { SessionStarter } from './session-starter';

export interface PasswordResetForm {
  readonly token: string;
  readonly password: string;
  readonly confirmation: string;
  /** Where the notice mail's links point. */
  readonly site: SiteOfRequest;
}

/** Sets a new password from a reset link and ends every session of the account, wherever it was opened. */
export class ResetPassword {
  constructor(
    private readonly deps: {
      links: AccountLinks;
      members: MemberAccounts;
      credentials: Credentials;
      hasher: PasswordHasher;
      sessions: SessionStarter;
      rateLimiter: RateLimiter;
      mailer: Mailer;
      pageLinks: PageLinks;
    },
  ) {}

  async run(form: PasswordResetForm): Promise<void> {
    // The form is checked before the link is used, so a typo does not cost the member the link.
    if (form.password !== form.confirmation) throw new DomainError('invalid_input', { field: 'password_confirmation', message: 'mismatch' });
    const problem = passwordProblem(form.password);
    if (problem) throw new DomainError('invalid_input', { field: 'password', message: problem });
    const link = await this.deps.links.redeem(form.token, 'password_reset');
    const member = link && (await this.deps.members.findById(link.memberId));
    if (!member || member.status === 'deleted') throw new DomainError('link_invalid');
    await this.deps.credentials.setPasswordHash(member.id, await this.deps.hasher.hash(form.password));
    await this.deps.sessions.endAllFor(member.id);
    // Whoever locked the account by guessing no longer keeps its owner out once the owner proved the mailbox.
    await this.deps.rateLimiter.reset(lockoutKeys(member.email, '').account);
    await sendSecurityNotice(this.deps, 'password_changed', { id: member.id, email: member.email, name: member.profile.name, language: member.language }, form.site);
  }
}
