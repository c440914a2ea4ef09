import type { RequestHandler } from 'express';
import type { SessionStarter } from '../../domain/accounts/session-starter';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import { AUTHENTICATION_REQUIRED } from '../contract/api-types';
import { contextOf } from './request-context';
import { sessionTokenOf } from './session-cookie';

const STATIC = /^\/(assets|media)\/|\.(js|css|map|png|jpe?g|svg|ico|webp|woff2?|txt|webmanifest)$/;

/** Finds the member behind the session cookie and the settings of the requested domain. Static files skip both. */
export function memberSession(deps: { sessions: SessionStarter; settings: SiteSettingsStore }): RequestHandler {
  return async (req, res, next) => {
    if (STATIC.test(req.path) && !req.path.startsWith('/api/')) return next();
    const context = contextOf(res);
    context.settings = await deps.settings.forDomain(req.hostname);
    const token = sessionTokenOf(req);
    if (token) {
      const memberId = await deps.sessions.memberFor(token);
      if (memberId !== undefined) {
        context.memberId = memberId;
        context.sessionToken = token;
      }
    }
    next();
  };
}

/** Member-only calls answer anonymous requests with the 403 of SPEC §8. */
export const requireMember: RequestHandler = (_req, res, next) => {
  if (contextOf(res).memberId === undefined) {
    res.status(403).json({ error: AUTHENTICATION_REQUIRED });
    return;
  }
  next();
};
