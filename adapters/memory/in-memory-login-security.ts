import { AccountLinks, type LinkPurpose, type LinkStore, type StoredLink } from '../../domain/accounts/account-links';
import { ChangePassword } from '../../domain/accounts/change-password';
import { ConfirmEmailChange } from '../../domain/accounts/confirm-email-change';
import { LogIn } from '../../domain/accounts/log-in';
import type { LockoutLimits } from '../../domain/accounts/login-lockout';
import { RequestEmailChange } from '../../domain/accounts/request-email-change';
import { RequestPasswordReset } from '../../domain/accounts/request-password-reset';
import { ResetPassword } from '../../domain/accounts/reset-password';
import type { Mailer, OutgoingMail } from '../../domain/mail/mailer';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryCredentials } from './in-memory-credentials';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import type { InMemoryWorld } from './in-memory-world';

interface LinkRow {
  readonly digest: string;
  readonly link: StoredLink;
  readonly issuedAt: Date;
  usedAt: Date | null;
}

/** Links in a list: the same rules as the account_links table. */
export class InMemoryAccountLinkStore implements LinkStore {
  readonly rows: LinkRow[] = [];

  async save(digest: string, link: StoredLink, issuedAt: Date): Promise<void> {
    this.rows.push({ digest, link, issuedAt, usedAt: null });
  }

  async consume(digest: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | undefined> {
    const row = this.rows.find((r) => r.digest === digest && r.link.purpose === purpose && r.usedAt === null && r.link.expiresAt > now);
    if (!row) return undefined;
    row.usedAt = now;
    return row.link;
  }

  async countIssuedSince(memberId: MemberId, purpose: LinkPurpose, since: Date): Promise<number> {
    return this.rows.filter((r) => r.link.memberId === memberId && r.link.purpose === purpose && r.issuedAt >= since).length;
  }

  async voidAll(memberId: MemberId, purpose: LinkPurpose): Promise<void> {
    for (const row of this.rows) if (row.link.memberId === memberId && row.link.purpose === purpose && row.usedAt === null) row.usedAt = new Date(0);
  }
}

/** Keeps every mail sent, newest last. */
export class CapturingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }

  /** The token in the newest mail to an address. */
  latestTokenTo(to: string): string | undefined {
    const mail = [...this.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
    return mail ? new URL(mail.link).searchParams.get('token') ?? undefined : undefined;
  }
}

/** Login security on top of an in-memory world: lockout, password reset and change, email change. */
export function withLoginSecurity(world: InMemoryWorld) {
  const rateLimiter = new InMemoryRateLimiter();
  const linkStore = new InMemoryAccountLinkStore();
  const links = new AccountLinks({ store: linkStore, tokens: world.tokens, clock: world.clock });
  const mailer = new CapturingMailer();
  const credentials = new InMemoryCredentials(world.store);
  const { members, hasher, sessionStarter: sessions, clock, settings } = world;
  const lockoutLimits: LockoutLimits = {
    perAccount: settings.login_attempts_per_account,
    perIp: settings.login_attempts_per_ip,
    minutes: settings.login_lockout_minutes,
  };
  return {
    rateLimiter,
    linkStore,
    links,
    mailer,
    credentials,
    lockoutLimits,
    logIn: new LogIn({ members, hasher, sessions, decoyHash: 'plain:decoy password nobody has', rateLimiter, clock }),
    requestPasswordReset: new RequestPasswordReset({ members, links, mailer, clock, rateLimiter }),
    resetPassword: new ResetPassword({ links, members, credentials, hasher, sessions, rateLimiter }),
    changePassword: new ChangePassword({ credentials, hasher, sessions }),
    requestEmailChange: new RequestEmailChange({ members, credentials, hasher, links, mailer }),
    confirmEmailChange: new ConfirmEmailChange({ links, members, credentials }),
  };
}

export type LoginSecurityWorld = ReturnType<typeof withLoginSecurity>;
