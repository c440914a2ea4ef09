import type { MemberAccounts } from '../accounts/ports';
import type { Conversations } from '../chat/ports';
import { otherMember } from '../chat/conversation';
import type { Mailer } from '../mail/mailer';
import type { PageLinks } from '../mail/page-links';
import type { Profiles } from '../profiles/profile';
import type { SiteSettingsStore } from '../settings/site-settings';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { ConversationId, MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import { REPORT_TEXT_MAX, saveUnderFreshReference, type ReportReason, type SupportCases } from './support-case';

/** Reports a member may make an hour. */
export const REPORTS_PER_HOUR = 10;

export interface ReportCommand {
  readonly reporter: MemberId;
  /** A profile, or the other member of one of the reporter's conversations. */
  readonly target: { readonly profile: MemberId } | { readonly conversation: ConversationId };
  readonly reason: ReportReason;
  readonly text: string;
  readonly domain: string;
}

/**
 * A member reports a profile or a conversation (issue 9): stored for the operators, mailed to the domain's
 * `support_email`, acknowledged with a reference. Only a profile she may see, or one of her own conversations; not
 * herself. Fails with `invalid_input` (`profile_id` herself, `text` missing for `other` or too long), `not_found`,
 * `rate_limited`.
 */
export class ReportMember {
  constructor(
    private readonly deps: {
      cases: SupportCases;
      profiles: Profiles;
      conversations: Conversations;
      members: MemberAccounts;
      mailer: Mailer;
      links: PageLinks;
      settings: SiteSettingsStore;
      tokens: RandomTokens;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async run(command: ReportCommand): Promise<{ readonly reference: string }> {
    const now = this.deps.clock.now();
    const text = command.text.trim();
    if (command.reason === 'other' && text.length === 0) throw new DomainError('invalid_input', { field: 'text', message: 'required' });
    if ([...text].length > REPORT_TEXT_MAX) throw new DomainError('invalid_input', { field: 'text', message: 'too_long' });
    await requireWithinLimit(this.deps.rateLimiter, `reports:${command.reporter}`, REPORTS_PER_HOUR, 3600, now);

    const { reported, conversation } = await this.targetOf(command);
    const reporter = await this.deps.members.findById(command.reporter);
    if (!reporter) throw new DomainError('not_found');
    const reference = await saveUnderFreshReference('R', this.deps.tokens, (drawn) =>
      this.deps.cases.saveReport({ reference: drawn, reporter: command.reporter, reported, conversation, reason: command.reason, text, domain: command.domain, at: now }),
    );

    const settings = await this.deps.settings.forDomain(command.domain);
    await this.deps.mailer.send({
      to: settings.support_email,
      template: 'report',
      locale: settings.domain_language,
      domain: command.domain,
      name: `${reporter.profile.name} (#${reporter.id})`,
      link: await this.deps.links.to(command.domain, 'home'),
      facts: [
        ['Referentie', reference],
        ['Gemeld lid', `#${reported}`],
        ...(conversation === undefined ? [] : ([['Gesprek', `#${conversation}`]] as const)),
        ['Reden', command.reason],
        ['Toelichting', text || '—'],
      ],
    });
    return { reference };
  }

  private async targetOf(command: ReportCommand): Promise<{ reported: MemberId; conversation?: ConversationId }> {
    if ('profile' in command.target) {
      const reported = command.target.profile;
      if (reported === command.reporter) throw new DomainError('invalid_input', { field: 'profile_id', message: 'self' });
      const profile = await this.deps.profiles.findVisible(reported, command.reporter, this.deps.clock.now());
      if (!profile) throw new DomainError('not_found', { field: 'profile_id' });
      return { reported };
    }
    const conversation = await this.deps.conversations.findForMember(command.target.conversation, command.reporter);
    if (!conversation) throw new DomainError('not_found', { field: 'conversation_id' });
    return { reported: otherMember(conversation, command.reporter), conversation: conversation.id };
  }
}
