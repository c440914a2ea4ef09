import type { PageLinks } from '../mail/page-links';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { credits } from '../shared/quantities';
import { MailerOverOutbox } from '../outbox/queued-senders';
import { locationProblem } from '../profiles/location';
import { newProfile } from '../profiles/new-profile';
import type { Gender, Sexuality } from '../profiles/profile';
import type { RegionCatalogue } from '../profiles/settings-ports';
import type { AccountLinks } from './account-links';
import type { AccountTransactions } from './activation';
import { sendActivationMail, type ActivationMailOptions } from './activation-mail';
import type { PasswordHasher } from './ports';
import { parseDateOfBirth } from './age';
import { withinReactivationWindow } from './reactivation-window';
import { signupAccess } from './signup-allowed';
import { signupProblems, type SignupForm } from './signup-rules';
import type { SessionStarter, StartedSession } from './session-starter';
import type { TrackingData } from './tracking';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import { addressGroup } from './login-lockout';

export interface SignUpCommand extends SignupForm {
  readonly gender: Gender;
  readonly sexuality: Sexuality;
  readonly country: string;
  readonly region: string;
  readonly city: string;
  readonly language: string;
  readonly minAge: number;
  readonly freeMessages: number;
  readonly signupCredits: number;
  /** The countries the domain serves: the place must be one of them, with a shipped region and city. */
  readonly countries: readonly string[];
  /** The `signups` setting of the domain. */
  readonly signups: string;
  /** Where the visitor came from, when they arrived with tracking data. */
  readonly tracking: TrackingData | null;
  /**
   * She came through a traffic source during this visit, though its data was not kept (she refused cookies; decision
   * 0066): 'with_trafficsource' lets her in all the same. Tracking data implies it.
   */
  readonly cameThroughTrafficSource?: boolean;
  readonly inviteCode?: string;
  readonly activation: ActivationMailOptions;
  /** The client address, and how many signups one address may make an hour (`signups_per_ip_per_hour`). */
  readonly ip: string;
  readonly signupsPerIpPerHour: number;
}

export interface SignedUp {
  readonly memberId: MemberId;
  readonly session: StartedSession;
}

/**
 * Creates an unconfirmed member with their gratis messages and signup credits, logs them in and mails the
 * activation link. Their messages are held until they confirm (SPEC §4).
 * Fails with `rate_limited` (signups per address and hour), `invalid_input` (with the field), `signups_closed`,
 * `email_taken` or `account_deleted`.
 */
export class SignUp {
  constructor(
    private readonly deps: {
      transactions: AccountTransactions;
      hasher: PasswordHasher;
      sessions: SessionStarter;
      clock: Clock;
      links: AccountLinks;
      pageLinks: PageLinks;
      regions: RegionCatalogue;
      rateLimiter: RateLimiter;
    },
  ) {}

  async run(command: SignUpCommand): Promise<SignedUp> {
    const now = this.deps.clock.now();
    // The key names the address only: a request cannot choose a fresh counter by naming another Host.
    await requireWithinLimit(this.deps.rateLimiter, `signup:ip:${addressGroup(command.ip)}`, command.signupsPerIpPerHour, 3600, now);
    const problem = signupProblems(command, command.minAge, now)[0];
    if (problem) throw new DomainError('invalid_input', { field: problem.field, message: problem.reason });
    // The same rule as the location settings: a served country, one of its regions, one of that region's cities.
    const place = locationProblem({ country: command.country, region: command.region, city: command.city }, command.countries, this.deps.regions);
    if (place) throw new DomainError('invalid_input', { field: place.field, message: place.reason });
    const inviteCode = command.inviteCode?.trim() || undefined;
    const needsInvite = signupAccess(command.signups, command.tracking !== null || command.cameThroughTrafficSource === true) === 'invite_required';
    if (needsInvite && !inviteCode) throw new DomainError('signups_closed', { field: 'invite_code' });

    const email = command.email.trim();
    const name = command.name.trim();
    const passwordHash = await this.deps.hasher.hash(command.password);
    // Read before the transaction: inside it nothing may read through another connection (PGlite has one).
    const pageLinks = await this.deps.pageLinks.of(command.activation.domain);
    const memberId = await this.deps.transactions.run(async ({ members, ledger, invites, tracking, linkStore, outbox }) => {
      const existing = await members.findByEmail(email);
      if (existing?.status === 'deleted' && existing.deletedAt && withinReactivationWindow(existing.deletedAt, now)) {
        throw new DomainError('account_deleted', { field: 'email' });
      }
      if (existing) throw new DomainError('email_taken', { field: 'email' });
      const id = await members.create({
        email,
        passwordHash,
        status: 'not_confirmed',
        freeMessages: command.freeMessages,
        language: command.language,
        signupDate: now,
        domain: command.activation.domain,
        profile: newProfile({
          name,
          gender: command.gender,
          sexuality: command.sexuality,
          dateOfBirth: parseDateOfBirth(command.date_of_birth) as Date,
          country: command.country,
          region: command.region,
          city: command.city,
        }),
      });
      if (needsInvite && !(await invites.claim(inviteCode as string, id, now))) throw new DomainError('signups_closed', { field: 'invite_code' });
      if (command.tracking) await tracking.attach(id, command.tracking, now);
      if (command.signupCredits > 0) {
        await ledger.record({ memberId: id, amount: credits(command.signupCredits), reason: 'signup_bonus', at: now });
      }
      // The link and its mail commit with the account (decision 0042): a mail server that is down delays the mail,
      // it cannot lose it, and a signup that rolls back sends nothing.
      const inTransaction = { links: this.deps.links.storedIn(linkStore), mailer: new MailerOverOutbox(outbox), pageLinks };
      await sendActivationMail(inTransaction, { id, email, name, language: command.language }, command.activation);
      return id;
    });

    const session = await this.deps.sessions.start(memberId);
    return { memberId, session };
  }
}
