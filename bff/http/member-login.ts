import type { Request, Response } from 'express';
import type { MemberId } from '../../domain/shared/ids';
import type { AppDependencies } from '../app-dependencies';
import { contextOf } from './request-context';
import { setLocaleCookieOnLogin } from './locale-cookie';
import { setSessionCookie } from './session-cookie';

type Deps = Pick<AppDependencies, 'config' | 'accounts' | 'logger'>;

/**
 * Logs a member in with the site's limits (SPEC §3: wrong passwords per account and per address) and sets the session
 * cookie: the one step behind the API's login and the login form's own post. Resolves the member's id; a refusal
 * throws the use case's DomainError (login_failed, login_locked) after it is logged.
 */
export async function logInMember(deps: Deps, req: Request, res: Response, email: string, password: string): Promise<MemberId> {
  const context = contextOf(res);
  const settings = context.settings;
  try {
    const { memberId, language, session } = await deps.accounts.logIn.run(email, password, req.ip ?? 'unknown', {
      perAccount: settings.login_attempts_per_account,
      perIp: settings.login_attempts_per_ip,
      minutes: settings.login_lockout_minutes,
    });
    setSessionCookie(res, session.token, deps.config.cookieSecure);
    setLocaleCookieOnLogin(res, language, deps.config.cookieSecure);
    return memberId;
  } catch (error) {
    deps.logger.info({ requestId: context.requestId }, 'login failed');
    throw error;
  }
}
