import { ChangePassword } from '../../domain/accounts/change-password';
import { ConfirmEmailChange } from '../../domain/accounts/confirm-email-change';
import { LogIn } from '../../domain/accounts/log-in';
import { RequestEmailChange } from '../../domain/accounts/request-email-change';
import { RequestPasswordReset } from '../../domain/accounts/request-password-reset';
import { ResetPassword } from '../../domain/accounts/reset-password';
import { PostgresCredentials } from '../../adapters/postgres/postgres-credentials';
import type { CoreServices } from './core-services';

/** Login with lockout, password reset and change, email change. */
export interface LoginSecurityServices {
  readonly logIn: LogIn;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly resetPassword: ResetPassword;
  readonly changePassword: ChangePassword;
  readonly requestEmailChange: RequestEmailChange;
  readonly confirmEmailChange: ConfirmEmailChange;
}

export function composeLoginSecurity(core: CoreServices): LoginSecurityServices {
  const { members, passwordHasher: hasher, sessions, rateLimiter, clock, mailer, accountLinks: links } = core;
  const credentials = new PostgresCredentials(core.knex);
  return {
    logIn: new LogIn({ members, hasher, sessions, decoyHash: core.decoyHash, rateLimiter, clock }),
    requestPasswordReset: new RequestPasswordReset({ members, links, mailer, clock, rateLimiter }),
    resetPassword: new ResetPassword({ links, members, credentials, hasher, sessions, rateLimiter, mailer }),
    changePassword: new ChangePassword({ credentials, hasher, sessions, members, mailer }),
    requestEmailChange: new RequestEmailChange({ members, credentials, hasher, links, mailer }),
    confirmEmailChange: new ConfirmEmailChange({ links, members, credentials, mailer }),
  };
}
