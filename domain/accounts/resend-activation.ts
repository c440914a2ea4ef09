import type { PageLinks } from '../mail/page-links';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { RateLimiter } from '../shared/rate-limiter';
import type { Mailer } from '../mail/mailer';
import type { AccountLinks } from './account-links';
import { sendActivationMail, type ActivationMailOptions } from './activation-mail';
import type { MemberAccounts } from './ports';

export const ACTIVATION_MAIL_WINDOW_SECONDS = 3600;

export interface ResendActivationCommand {
  readonly memberId: MemberId;
  /** The `activation_mails_per_hour` setting. */
  readonly perHour: number;
  readonly activation: ActivationMailOptions;
}

/** Mails a fresh activation link to a member who has not confirmed yet, a few times an hour at most. */
export class ResendActivation {
  constructor(
    private readonly deps: { members: MemberAccounts; links: AccountLinks; mailer: Mailer;
      pageLinks: PageLinks; rateLimiter: RateLimiter; clock: Clock },
  ) {}

  async run(command: ResendActivationCommand): Promise<void> {
    const member = await this.deps.members.findById(command.memberId);
    if (!member || member.status === 'deleted') throw new DomainError('not_found');
    // Confirmed already: nothing to send, and nothing to tell an attacker probing the endpoint.
    if (member.status !== 'not_confirmed') return;
    const decision = await this.deps.rateLimiter.hit(
      `activation_mail:${member.id}`,
      command.perHour,
      ACTIVATION_MAIL_WINDOW_SECONDS,
      this.deps.clock.now(),
    );
    if (!decision.allowed) throw new DomainError('rate_limited', { details: { retry_after: Math.max(1, decision.retryAfterSeconds) } });
    await sendActivationMail(
      { ...this.deps, pageLinks: await this.deps.pageLinks.of(command.activation.domain) },
      { id: member.id, email: member.email, name: member.profile.name, language: member.language },
      command.activation,
    );
  }
}
