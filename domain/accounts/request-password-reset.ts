import type { Mailer } from '../mail/mailer';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import { type RateLimiter, requireWithinLimit } from '../shared/rate-limiter';
import type { AccountLinks } from './account-links';
import { addressGroup } from './login-lockout';
import type { MemberAccounts } from './ports';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether another reset mail may go out: at most `perDay` in any 24 hours (SPEC §8 "Te veel wachtwoordherstel mails…"). */
export const resetMailAllowed = (sentInLastDay: number, perDay: number): boolean => sentInLastDay < perDay;

export interface PasswordResetRequest {
  readonly email: string;
  readonly mailsPerDay: number;
  readonly linkMinutes: number;
  /** Origin the link in the mail points to, e.g. https://hartslag.nl */
  readonly linkBase: string;
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
  constructor(private readonly deps: { members: MemberAccounts; links: AccountLinks; mailer: Mailer; clock: Clock; rateLimiter: RateLimiter }) {}

  async run(request: PasswordResetRequest): Promise<void> {
    const windowSeconds = request.perIp.minutes * 60;
    await requireWithinLimit(this.deps.rateLimiter, `reset:ip:${addressGroup(request.ip)}`, request.perIp.limit, windowSeconds, this.deps.clock.now());
    const account = await this.deps.members.findByEmail(request.email.trim());
    const member = account && account.status !== 'deleted' ? await this.deps.members.findById(account.id) : undefined;
    if (!member) throw new DomainError('email_not_found', { field: 'email' });
    const since = new Date(this.deps.clock.now().getTime() - DAY_MS);
    const sent = await this.deps.links.countIssuedSince(member.id, 'password_reset', since);
    if (!resetMailAllowed(sent, request.mailsPerDay)) throw new DomainError('reset_limit');
    await this.deps.links.voidAll(member.id, 'password_reset');
    const token = await this.deps.links.issue(member.id, 'password_reset', request.linkMinutes * 60);
    await this.deps.mailer.send({
      to: member.email,
      template: 'password_reset',
      locale: member.language,
      domain: request.domain,
      name: member.profile.name,
      link: `${request.linkBase}/reset-password/do?token=${encodeURIComponent(token)}`,
    });
  }
}
