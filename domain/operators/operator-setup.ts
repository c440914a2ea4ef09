import type { PasswordHasher } from '../accounts/ports';
import { passwordProblem } from '../accounts/password-policy';
import type { PageLinks } from '../mail/page-links';
import type { Clock } from '../shared/clock';
import type { RandomTokens } from '../shared/random-tokens';
import type { RateLimiter } from '../shared/rate-limiter';
import type { Actor, OperatorId } from './actor';
import { auditEntry } from './audit';
import { newOperatorFields } from './create-operator';
import { OperatorError } from './operator-error';
import { SETUP_LINK_HOURS } from './operator-setup-links';
import { may } from './permissions';
import type { OperatorScope, OperatorTransactions } from './ports';

/** Where her mail goes out from and in which language: the admin's domain and page language (decision 0083). */
export interface SetupMailOptions {
  readonly domain: string;
  readonly locale: string;
}

/** What the admin is shown once, to copy when the mail is slow. */
export interface IssuedSetupLink {
  readonly operatorId: OperatorId;
  readonly link: string;
  readonly expiresAt: Date;
}

interface InviteDeps {
  readonly transactions: OperatorTransactions;
  readonly tokens: RandomTokens;
  readonly pageLinks: PageLinks;
  readonly clock: Clock;
}

/** Only an admin makes operators from the back office (the console keeps `npm run operator -- create`). */
function refuseUnlessAdmin(actor: Actor): asserts actor is Extract<Actor, { kind: 'operator' }> {
  if (actor.kind !== 'operator' || !may(actor, 'operators.manage')) throw new OperatorError('forbidden');
}

/**
 * A new link for her, inside the caller's transaction: the old one stops working, the mail goes through the outbox
 * (sent after the commit), and the admin gets the link once.
 */
async function issueLink(
  deps: InviteDeps,
  scope: OperatorScope,
  operator: { readonly id: OperatorId; readonly email: string; readonly name: string },
  links: Awaited<ReturnType<PageLinks['of']>>,
  mail: SetupMailOptions,
): Promise<IssuedSetupLink> {
  const token = deps.tokens.token();
  const createdAt = deps.clock.now();
  const expiresAt = new Date(createdAt.getTime() + SETUP_LINK_HOURS * 3_600_000);
  await scope.setupLinks.replace(operator.id, deps.tokens.digest(token), { createdAt, expiresAt });
  const link = links.to('operator_setup', token);
  await scope.outbox.add({ kind: 'mail', mail: { to: operator.email, template: 'operator_setup', locale: mail.locale, domain: mail.domain, name: operator.name, link } });
  return { operatorId: operator.id, link, expiresAt };
}

/**
 * Issue 25, decision 0083: an admin makes an operator (email, name, role) without choosing her password. The account
 * (no password: "wacht op instellen"), her one-time set-up link (its digest), the mail with the link and the audit row
 * `operator.created` commit together; the admin sees the link once.
 */
export class InviteOperator {
  constructor(private readonly deps: InviteDeps) {}

  async run(actor: Actor, input: { email: string; name: string; role: string }, mail: SetupMailOptions): Promise<IssuedSetupLink> {
    refuseUnlessAdmin(actor);
    const fields = newOperatorFields(input);
    const links = await this.deps.pageLinks.of(mail.domain);
    const at = this.deps.clock.now();
    return this.deps.transactions.run(async (scope) => {
      const id = await scope.operators.create({ ...fields, passwordHash: null, createdAt: at });
      const issued = await issueLink(this.deps, scope, { id, ...fields }, links, mail);
      await scope.audit.append(auditEntry({ who: { operatorId: actor.operatorId }, action: 'operator.created', target: `operator:${id}`, at, details: { role: fields.role, via: 'setup_link' } }));
      return issued;
    });
  }
}

/** An admin sends a fresh set-up link to an operator who has not set her password yet; the old link stops working. */
export class ResendOperatorSetup {
  constructor(private readonly deps: InviteDeps) {}

  async run(actor: Actor, id: OperatorId, mail: SetupMailOptions): Promise<IssuedSetupLink> {
    refuseUnlessAdmin(actor);
    const links = await this.deps.pageLinks.of(mail.domain);
    const at = this.deps.clock.now();
    return this.deps.transactions.run(async (scope) => {
      const operator = await scope.operators.findById(id);
      if (!operator) throw new OperatorError('not_found');
      if (!operator.awaitingSetup) throw new OperatorError('already_set_up');
      const issued = await issueLink(this.deps, scope, operator, links, mail);
      await scope.audit.append(auditEntry({ who: { operatorId: actor.operatorId }, action: 'operator.setup_link_sent', target: `operator:${id}`, at }));
      return issued;
    });
  }
}

/** Set-up attempts per address: a link is 256 bits, this only keeps the hashing of passwords off a flood. */
export const SETUP_ATTEMPTS = { perIp: 10, minutes: 15 } as const;

/**
 * She opens her link and chooses her password (the members' rules, hashed with argon2id): the link is spent in the
 * same transaction as the password and its audit row. An unknown, expired or spent link is `setup_link_invalid` and
 * changes nothing; so does a password the rules refuse (the link stays good). Her authenticator app is enrolled at
 * her first login, as for every operator (decision 0070).
 */
export class SetUpOperatorPassword {
  constructor(
    private readonly deps: {
      readonly transactions: OperatorTransactions;
      readonly tokens: RandomTokens;
      readonly hasher: PasswordHasher;
      readonly rateLimiter: RateLimiter;
      readonly clock: Clock;
    },
  ) {}

  async run(input: { token: string; password: string; ip: string }): Promise<{ readonly email: string }> {
    const now = this.deps.clock.now();
    const decision = await this.deps.rateLimiter.hit(`operator-setup:ip:${input.ip}`, SETUP_ATTEMPTS.perIp, SETUP_ATTEMPTS.minutes * 60, now);
    if (!decision.allowed) throw new OperatorError('too_many_attempts', { details: { retry_after: decision.retryAfterSeconds } });
    const digest = this.deps.tokens.digest(input.token);
    if (!(await this.deps.transactions.run((scope) => scope.setupLinks.find(digest, now)))) throw new OperatorError('setup_link_invalid');
    const problem = passwordProblem(input.password);
    if (problem) throw new OperatorError('invalid_input', { field: 'password', message: problem });
    const passwordHash = await this.deps.hasher.hash(input.password);
    return this.deps.transactions.run(async (scope) => {
      const id = await scope.setupLinks.spend(digest, this.deps.clock.now());
      const operator = id && (await scope.operators.findById(id));
      if (!id || !operator?.awaitingSetup) throw new OperatorError('setup_link_invalid');
      await scope.operators.setPassword(id, passwordHash);
      await scope.audit.append(auditEntry({ who: { operatorId: id }, action: 'operator.password_set', target: `operator:${id}`, at: this.deps.clock.now(), details: { via: 'setup_link' } }));
      return { email: operator.email };
    });
  }
}
