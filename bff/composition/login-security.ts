import { LogIn } from '../../domain/accounts/log-in';
import type { CoreServices } from './core-services';

/** Login with lockout, password reset and change, email change. */
export interface LoginSecurityServices {
  readonly logIn: LogIn;
}

export function composeLoginSecurity(core: CoreServices): LoginSecurityServices {
  return {
    logIn: new LogIn({ members: core.members, hasher: core.passwordHasher, sessions: core.sessions, decoyHash: core.decoyHash }),
  };
}
