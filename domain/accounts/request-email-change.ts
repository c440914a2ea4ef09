import type { PageLinks } from '../mail/page-links';
import type { Mailer } from '../mail/mailer';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { AccountLinks } from './account-links';
import type { Credentials } from './credentials';
import type { MemberAccounts, PasswordHasher } from './ports';
import { isValidEmail } from './signup-rules';
import type { Clock } from '../shared/clock';
import type { RateLimiter } from '../shared/rate-limiter';
import { countPasswordCheck } from './password-checks';

export interface EmailChangeRequest {
  readonly memberId: MemberId;
  readonly email: string;
  readonly password: string;
  readonly linkHours: number;
  readonly domain: string;
}

/**
 * Sends a confirmation link to the NEW address; the address changes only when that link is used, so a
 * typo or someone else's address never takes over the account. The password is asked because a session alone
 * (a borrowed phone) must not be enough to move the account to another mailbox.
 * Fails with `rate_limited` (10 checks of the current password an hour), `invalid_input` (field `email`),
 * `wrong_password`, `email_taken` or `not_found`.
 */
export class RequestEmailChange {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      credentials: Credentials;
      hasher: PasswordHasher;
      links: AccountLinks;
      mailer: Mailer;
      pageLinks: PageLinks;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async run(request: EmailChangeRequest): Promise<void> {
    await countPasswordCheck(this.deps, request.memberId);
    const email = request.email.trim();
    if (!isValidEmail(email)) throw new DomainError('invalid_input', { field: 'email', message: 'invalid' });
    const hash = await this.deps.credentials.passwordHashOf(request.memberId);
    if (!hash || !(await this.deps.hasher.verify(hash, request.password))) throw new DomainError('wrong_password', { field: 'password' });
    // Checked only after the password, so a borrowed session cannot probe which addresses have accounts.
    if (await this.deps.credentials.isEmailTaken(email)) throw new DomainError('email_taken', { field: 'email' });
    const member = await this.deps.members.findById(request.memberId);
    if (!member) throw new DomainError('not_found');
    await this.deps.links.voidAll(member.id, 'email_change');
    const token = await this.deps.links.issue(member.id, 'email_change', request.linkHours * 60 * 60, email);
    await this.deps.mailer.send({
      to: email,
      memberId: member.id,
      template: 'email_change',
      locale: member.language,
      domain: request.domain,
      name: member.profile.name,
      link: await this.deps.pageLinks.to(request.domain, 'email_change', token),
    });
  }
}
