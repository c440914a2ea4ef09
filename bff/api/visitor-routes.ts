import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';
import { toApiVisitors } from '../presenters';

type Deps = Pick<AppDependencies, 'visitors'>;

/** "Wie bekeek mij" (issue 27, decision 0068; docs/api.md "Visitors"). */
export function visitorRoutes(deps: Deps): Router {
  const router = Router();
  router.use(['/visitors.php'], requireMember);

  // Her own visitors only (no id is taken); reading them clears the badge.
  router.get('/visitors.php', async (_req, res) => {
    const visitors = await deps.visitors.listVisitors.run(contextOf(res).memberId!);
    res.set('Cache-Control', 'no-store');
    res.json(toApiVisitors(visitors));
  });

  return router;
}
