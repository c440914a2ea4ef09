import type { PageLinks } from '../mail/page-links';
import type { Mailer } from '../mail/mailer';
import { DAY_MS, type Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import { type RateLimiter, requireWithinLimit } from '../shared/rate-limiter';
import { memberId } from '../shared/ids';
import type { AccountLinks } from './account-links';
import { addressGroup } from './login-lockout';
import type { MemberAccounts } from './ports';


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

/** An id no member has (ids start at 1): what the steps of an address without an account run for. */
export const NO_ACCOUNT = memberId(0);

/** The key of the daily count of reset mails to an address, whether it has an account or not. */
export const resetMailKey = (email: string): string => `reset-mail:${email.trim().toLowerCase()}`;

/**
 * Mails a single-use link to /reset-password/do; a new link voids the older ones. The answer is the same whether the
 * address has an account or not (issue 22, over SPEC §8's "E-mailadres niet gevonden"), and so is the work before it:
 * the same look-ups, the same link steps (for an address without an account they run for NO_ACCOUNT, so nothing is
 * voided or stored) and the same limits. Only the mail itself, a queued row, is left out for an address without an
 * account. The daily limit counts per address, known or not, so its refusal tells nothing either; requests are also
 * limited per internet address, against mail to a swept list of addresses.
 */
export class RequestPasswordReset {
  constructor(private readonly deps: { members: MemberAccounts; links: AccountLinks; mailer: Mailer;
      pageLinks: PageLinks; clock: Clock; rateLimiter: RateLimiter }) {}

  async run(request: PasswordResetRequest): Promise<void> {
    const windowSeconds = request.perIp.minutes * 60;
    await requireWithinLimit(this.deps.rateLimiter, `reset:ip:${addressGroup(request.ip)}`, request.perIp.limit, windowSeconds, this.deps.clock.now());
    // Counted before the mail goes out: parallel requests cannot all read "fewer than 3 sent" first.
    const mail = await this.deps.rateLimiter.hit(resetMailKey(request.email), request.mailsPerDay, RESET_MAIL_WINDOW_SECONDS, this.deps.clock.now());
    if (!mail.allowed) throw new DomainError('reset_limit', { details: { retry_after: mail.retryAfterSeconds } });
    const account = await this.deps.members.findByEmail(request.email.trim());
    const target = account && account.status !== 'deleted' ? account.id : NO_ACCOUNT;
    // From here the same steps for an address without an account, against NO_ACCOUNT: nothing found, voided or stored.
    const member = await this.deps.members.findById(target);
    await this.deps.links.voidAll(target, 'password_reset');
    const token = await this.deps.links.issue(target, 'password_reset', request.linkMinutes * 60);
    const link = await this.deps.pageLinks.to(request.domain, 'password_reset', token);
    if (!member) return;
    await this.deps.mailer.send({
      to: member.email,
      memberId: member.id,
      template: 'password_reset',
      locale: member.language,
      domain: request.domain,
      name: member.profile.name,
      link,
    });
  }
}
