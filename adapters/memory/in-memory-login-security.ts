import { AccountLinks } from '../../domain/accounts/account-links';
import { ChangePassword } from '../../domain/accounts/change-password';
import { ConfirmEmailChange } from '../../domain/accounts/confirm-email-change';
import { LogIn } from '../../domain/accounts/log-in';
import type { LockoutLimits } from '../../domain/accounts/login-lockout';
import { RequestEmailChange } from '../../domain/accounts/request-email-change';
import { RequestPasswordReset } from '../../domain/accounts/request-password-reset';
import { ResetPassword } from '../../domain/accounts/reset-password';
import { InMemoryCredentials } from './in-memory-credentials';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import type { InMemoryWorld } from './in-memory-world';
import { CapturingMailer } from './capturing-mailer';
import { InMemoryLinkStore } from './in-memory-link-store';




/** Login security on top of an in-memory world: lockout, password reset and change, email change. */
export function withLoginSecurity(world: InMemoryWorld) {
  const rateLimiter = new InMemoryRateLimiter();
  const linkStore = new InMemoryLinkStore();
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
    resetPassword: new ResetPassword({ links, members, credentials, hasher, sessions, rateLimiter, mailer }),
    changePassword: new ChangePassword({ credentials, hasher, sessions, members, mailer }),
    requestEmailChange: new RequestEmailChange({ members, credentials, hasher, links, mailer }),
    confirmEmailChange: new ConfirmEmailChange({ links, members, credentials, mailer }),
  };
}

export type LoginSecurityWorld = ReturnType<typeof withLoginSecurity>;
