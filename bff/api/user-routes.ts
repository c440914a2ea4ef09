import { Router } from 'express';
import { fromOwnClient } from '../http/same-origin-guard';
import type { AppDependencies } from '../app-dependencies';
import { loginBody } from '../contract/requests';
import { AUTHENTICATION_REQUIRED } from '../contract/error-catalogue';
import { parseInput } from '../http/input-error';
import { contextOf } from '../http/request-context';
import { requireMember } from '../http/member-session';
import { clearSessionCookie } from '../http/session-cookie';
import { logInMember } from '../http/member-login';
import { toApiUser } from '../presenters';

type Deps = Pick<AppDependencies, 'config' | 'accounts' | 'logger'>;

/** Login, the current user and logout (SPEC §7 user.php and logout.php). */
export function userRoutes(deps: Deps): Router {
  const router = Router();
  const secure = deps.config.cookieSecure;

  router.post('/user.php', async (req, res) => {
    const { email, password } = parseInput(loginBody, req.body);
    const memberId = await logInMember(deps, req, res, email, password);
    const member = await deps.accounts.currentMember.run(memberId);
    res.json({ user: toApiUser(member, contextOf(res).settings) });
  });

  router.get('/user.php', requireMember, async (_req, res) => {
    const context = contextOf(res);
    const member = await deps.accounts.currentMember.find(context.memberId!);
    if (!member) {
      res.status(403).json({ error: AUTHENTICATION_REQUIRED });
      return;
    }
    res.json({ user: toApiUser(member, context.settings) });
  });

  // SPEC §7 names GET for logout. A GET can be sent by any site (an image, a link), so only the site's own client,
  // which says so in a header no other site can set without asking, ends a session this way.
  router.get('/logout.php', async (req, res) => {
    if (!fromOwnClient(req)) {
      res.status(403).json({ error: 'cross_site_request' });
      return;
    }
    const context = contextOf(res);
    if (context.sessionToken) {
      await deps.accounts.sessions.end(context.sessionToken, context.memberId);
    }
    clearSessionCookie(res, secure);
    res.json({ ok: true });
  });

  return router;
}
