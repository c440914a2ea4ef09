import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { pageHiddenBody } from '../contract/push-requests';
import { parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'conversationViews' | 'clock'>;

/**
 * POST /api/page-hidden.php (SPEC §7, decision 0055): her page was hidden, so none of her tabs is reading a
 * conversation until one says so again over the live connection. A message then reaches her as a push.
 */
export function pushRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/page-hidden.php', requireMember, async (req, res) => {
    parseInput(pageHiddenBody, req.body);
    await deps.conversationViews.hideAll(contextOf(res).memberId!, deps.clock.now());
    res.status(204).end();
  });

  return router;
}
