import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import { jobsReport } from './jobs-report';

/**
 * The state of the background work (decision 0042), for the operator on the machine itself (mounted behind
 * loopbackOnly in every environment): GET /internal/jobs.json. Until the back office exists, this and
 * `npm run jobs` are where failures and dead outbox rows show.
 */
export function jobsRoutes(deps: Pick<AppDependencies, 'jobSchedules' | 'outboxQueue'>): Router {
  const router = Router();
  router.get('/jobs.json', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await jobsReport({ schedules: deps.jobSchedules, queue: deps.outboxQueue }));
  });
  return router;
}
