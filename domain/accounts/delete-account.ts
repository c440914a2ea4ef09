import type { PageLinks } from '../mail/page-links';
import type { Mailer } from '../mail/mailer';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { type RateLimiter, requireWithinLimit } from '../shared/rate-limiter';
import type { AccountLinks } from './account-links';
import { isDeletionReason, reactivationLinkSeconds } from './account-closure';
import type { AccountClosures } from './closure-ports';
import type { MemberAccounts, PasswordHasher } from './ports';
import type { SessionStarter } from './session-starter';
import { mayMailReactivation } from './request-reactivation';

/** Password guesses through the deletion form, per member and hour: a stolen session must not become a password oracle. */
export const DELETE_ATTEMPTS_PER_HOUR = 10;

export interface DeleteAccountCommand {
  readonly memberId: MemberId;
  readonly password: string;
  readonly reason: string;
  /** The domain the member uses, for the mail's site name and footer. */
  readonly domain: string;
}

/**
 * The member closes their account: it disappears at once (search, profile, chats), every session ends, and a
 * reactivation link valid for the rest of the 14 days is mailed (one of the day's REACTIVATION_MAILS_PER_DAY). The
 * purge removes it for real afterwards.
 */
export class DeleteAccount {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      closures: AccountClosures;
      hasher: PasswordHasher;
      sessions: SessionStarter;
      links: AccountLinks;
      mailer: Mailer;
      pageLinks: PageLinks;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async run(command: DeleteAccountCommand): Promise<void> {
    if (!isDeletionReason(command.reason)) throw new DomainError('invalid_input', { field: 'reason', message: 'unknown' });
    const now = this.deps.clock.now();
    const member = await this.deps.members.findById(command.memberId);
    if (!member || member.status === 'deleted') throw new DomainError('not_found');

    await requireWithinLimit(this.deps.rateLimiter, `delete-account:${member.id}`, DELETE_ATTEMPTS_PER_HOUR, 3600, now);
    const withHash = await this.deps.members.findByEmail(member.email);
    if (!withHash || !(await this.deps.hasher.verify(withHash.passwordHash, command.password))) {
      throw new DomainError('wrong_password', { field: 'password' });
    }

    await this.deps.closures.markDeleted(member.id, { at: now, reason: command.reason, statusBefore: member.status });
    await this.deps.sessions.endAllFor(member.id);
    // This mail is one of the day's reactivation mails (issue 22). Past them (deleted, reactivated and deleted again
    // the same day) the account is closed all the same, and a link can be asked for the next day.
    if (!(await mayMailReactivation(this.deps.rateLimiter, member.id, now))) return;
    const token = await this.deps.links.issue(member.id, 'reactivation', reactivationLinkSeconds(now, now));
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
