import { Router } from 'express';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies';
import { parseInput } from '../http/input-error';

const settingsQuery = z.object({ domain: z.string().trim().max(253).regex(/^[a-z0-9.-]*(:\d+)?$/i, 'host name').optional() });

/** GET /api/settings.php (SPEC §7: the request host as forced domain) and the region list of the search and signup forms. */
export function settingsRoutes(deps: Pick<AppDependencies, 'settings' | 'regions'>): Router {
  const router = Router();
  router.get('/settings.php', async (req, res) => {
    const { domain } = parseInput(settingsQuery, req.query);
    res.set('Cache-Control', 'no-cache');
    res.json({ settings: await deps.settings.forDomain(domain || req.hostname) });
  });
  router.get('/regions.php', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json({ regions: deps.regions });
  });
  return router;
}
