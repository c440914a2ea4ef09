import type { PageLinks } from '../mail/page-links';
import type { Mailer } from '../mail/mailer';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import { type RateLimiter, requireWithinLimit } from '../shared/rate-limiter';
import type { AccountLinks } from './account-links';
import { addressGroup } from './login-lockout';
import type { MemberAccounts } from './ports';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Reset mails per member are counted in windows of a day (SPEC §8 "Te veel wachtwoordherstel mails…, probeer het morgen nog eens."). */
export const RESET_MAIL_WINDOW_SECONDS = DAY_MS / 1000;

export interface PasswordResetRequest {
  readonly email: string;
  readonly mailsPerDay: number;
  readonly linkMinutes: number;
  /** The site the member uses, for the mail's name and footer. */
  readonly domain: string;
  /** Where the request comes from, and how many requests one address may make per window. */
  readonly ip: string;
  readonly perIp: { readonly limit: number; readonly minutes: number };
}

/**
 * Mails a single-use link to /reset-password/do; a new link voids the older ones. The answer says whether an
 * address has an account (SPEC §8 "E-mailadres niet gevonden"), so requests are also limited per internet
 * address: one address cannot sweep a list of emails.
 */
export class RequestPasswordReset {
  constructor(private readonly deps: { members: MemberAccounts; links: AccountLinks; mailer: Mailer;
      pageLinks: PageLinks; clock: Clock; rateLimiter: RateLimiter }) {}

  async run(request: PasswordResetRequest): Promise<void> {
    const windowSeconds = request.perIp.minutes * 60;
    await requireWithinLimit(this.deps.rateLimiter, `reset:ip:${addressGroup(request.ip)}`, request.perIp.limit, windowSeconds, this.deps.clock.now());
    const account = await this.deps.members.findByEmail(request.email.trim());
    const member = account && account.status !== 'deleted' ? await this.deps.members.findById(account.id) : undefined;
    if (!member) throw new DomainError('email_not_found', { field: 'email' });
    // Counted before the mail goes out: parallel requests cannot all read "fewer than 3 sent" first.
    const mail = await this.deps.rateLimiter.hit(`reset-mail:${member.id}`, request.mailsPerDay, RESET_MAIL_WINDOW_SECONDS, this.deps.clock.now());
    if (!mail.allowed) throw new DomainError('reset_limit', { details: { retry_after: mail.retryAfterSeconds } });
    await this.deps.links.voidAll(member.id, 'password_reset');
    const token = await this.deps.links.issue(member.id, 'password_reset', request.linkMinutes * 60);
    await this.deps.mailer.send({
      to: member.email,
      template: 'password_reset',
      locale: member.language,
      domain: request.domain,
      name: member.profile.name,
      link: await this.deps.pageLinks.to(request.domain, 'password_reset', token),
    });
  }
}
