import { isValidEmail } from '../accounts/signup-rules';
import type { MemberAccounts } from '../accounts/ports';
import type { Outbox } from '../outbox/outbox';
import type { PageLinks } from '../mail/page-links';
import type { SiteSettingsStore } from '../settings/site-settings';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import { COMPLAINT_MAX, COMPLAINT_MIN, type ComplaintCategory, type SupportCases, saveUnderFreshReference } from './support-case';

/** Decision 0082: the complaint's row and the support mailbox's mail on one transaction (the outbox rule, decision 0042). */
export interface ComplaintScope {
  readonly cases: Pick<SupportCases, 'saveComplaint'>;
  readonly outbox: Outbox;
}

export interface ComplaintTransactions {
  run<T>(work: (scope: ComplaintScope) => Promise<T>): Promise<T>;
}

/** Complaints one member, or one client address, may file an hour. */
export const COMPLAINTS_PER_HOUR = 5;

export interface ComplaintCommand {
  /** The member filing it; none for a visitor, who gives an email address. */
  readonly member?: MemberId;
  readonly email?: string;
  readonly category: ComplaintCategory;
  readonly description: string;
  readonly domain: string;
  /** Who the limit counts for a visitor: the client address as the bff's configuration determines it. */
  readonly clientKey: string;
}

/**
 * A complaint from the complaints page (SPEC §2), by a visitor or a member: stored, mailed to the domain's
 * `support_email`, acknowledged with a reference. A visitor gives a valid email address; a member's own is used.
 * The row and the mail's outbox row commit together (decision 0082): no mail about a complaint that was not stored,
 * and no complaint stored whose mail was lost. Fails with `invalid_input` (`email`, `description`), `rate_limited`.
 */
export class FileComplaint {
  constructor(
    private readonly deps: {
      transactions: ComplaintTransactions;
      members: MemberAccounts;
      links: PageLinks;
      settings: SiteSettingsStore;
      tokens: RandomTokens;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async run(command: ComplaintCommand): Promise<{ readonly reference: string }> {
    const now = this.deps.clock.now();
    const description = command.description.trim();
    const length = [...description].length;
    if (length < COMPLAINT_MIN) throw new DomainError('invalid_input', { field: 'description', message: 'too_short' });
    if (length > COMPLAINT_MAX) throw new DomainError('invalid_input', { field: 'description', message: 'too_long' });
    const member = command.member === undefined ? undefined : await this.deps.members.findById(command.member);
    const email = member?.email ?? command.email?.trim() ?? '';
    if (!member && !isValidEmail(email)) throw new DomainError('invalid_input', { field: 'email', message: email ? 'invalid' : 'required' });
    await requireWithinLimit(this.deps.rateLimiter, `complaints:${member ? `member:${member.id}` : command.clientKey}`, COMPLAINTS_PER_HOUR, 3600, now);

    // Read before the transaction: inside it, PGlite's one connection is taken.
    const settings = await this.deps.settings.forDomain(command.domain);
    const link = await this.deps.links.to(command.domain, 'home');
    const reference = await this.deps.transactions.run(async (scope) => {
      const drawn = await saveUnderFreshReference('K', this.deps.tokens, (candidate) =>
        scope.cases.saveComplaint({ reference: candidate, member: member?.id, email, category: command.category, description, domain: command.domain, at: now }),
      );
      await scope.outbox.add({
        kind: 'mail',
        mail: {
          to: settings.support_email,
          template: 'complaint',
          locale: settings.domain_language,
          domain: command.domain,
          name: member ? `${member.profile.name} (#${member.id})` : email,
          link,
          facts: [
            ['Referentie', drawn],
            ['Categorie', command.category],
            ['E-mailadres', email],
            ['Omschrijving', description],
          ],
        },
      });
      return drawn;
    });
    return { reference };
  }
}
