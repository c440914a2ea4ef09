import type { PageLinks } from '../mail/page-links';
import type { Mailer } from '../mail/mailer';
import type { Clock } from '../shared/clock';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import type { MemberId } from '../shared/ids';
import type { AccountLinks } from './account-links';
import { reactivationLinkSeconds } from './account-closure';
import { withinReactivationWindow } from './reactivation-window';
import type { MemberAccounts } from './ports';

/**
 * Reactivation mails per member and day, the one sent at deletion included; past it the answer stays the same but no
 * mail goes out.
 */
export const REACTIVATION_MAILS_PER_DAY = 3;

/**
 * Counts one reactivation mail to the member, before it goes out (so parallel requests send no more than the limit),
 * and tells whether it may go. The deletion's mail and the requested ones share the count (issue 22).
 */
export async function mayMailReactivation(rateLimiter: RateLimiter, member: MemberId, now: Date): Promise<boolean> {
  return (await rateLimiter.hit(`reactivation-mail:${member}`, REACTIVATION_MAILS_PER_DAY, 24 * 60 * 60, now)).allowed;
}

/** Reactivation requests per address and hour: the answer never says whether a mail went out, but mail costs. */
export const REACTIVATION_REQUESTS_PER_IP_HOUR = 10;

export interface RequestReactivationCommand {
  readonly email: string;
  /** The client address the request came from. */
  readonly ip: string;
  readonly domain: string;
}

/**
 * Mails a fresh reactivation link to a deleted account still inside its 14 days. Whatever the address, the caller
 * learns nothing: the answer is the same whether a mail went out or not.
 * Fails with `rate_limited` only (more than 10 requests an hour from one address).
 */
export class RequestReactivation {
  constructor(private readonly deps: { members: MemberAccounts; links: AccountLinks; mailer: Mailer;
      pageLinks: PageLinks; clock: Clock; rateLimiter: RateLimiter }) {}

  async run(command: RequestReactivationCommand): Promise<void> {
    const now = this.deps.clock.now();
    await requireWithinLimit(this.deps.rateLimiter, `reactivate-ip:${command.ip}`, REACTIVATION_REQUESTS_PER_IP_HOUR, 3600, now);
    const account = await this.deps.members.findByEmail(command.email.trim());
    if (!account || account.status !== 'deleted' || !account.deletedAt || !withinReactivationWindow(account.deletedAt, now)) return;
    if (!(await mayMailReactivation(this.deps.rateLimiter, account.id, now))) return;

    const member = await this.deps.members.findById(account.id);
    if (!member) return;
    const token = await this.deps.links.issue(member.id, 'reactivation', reactivationLinkSeconds(account.deletedAt, now));
    await this.deps.mailer.send({
      to: member.email,
      memberId: member.id,
      template: 'reactivation',
      locale: member.language,
      domain: command.domain,
      name: member.profile.name,
      link: await this.deps.pageLinks.to(command.domain, 'reactivation', token),
    });
  }
}
