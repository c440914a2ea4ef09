import { Router } from 'express';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies';
import { sendCacheableJson } from '../http/cacheable-json';
import { parseInput } from '../http/input-error';
import { contextOf } from '../http/request-context';
import { toApiCompanyInfo } from '../presenters';
import { publicSettingsOf } from '../contract/public-settings';
import { resolveLocale } from '../../web/i18n/locale';

const settingsQuery = z.object({ domain: z.string().trim().max(253).regex(/^[a-z0-9.-]*(:\d+)?$/i, 'host name').optional() });

/** SPEC §7: interests, regions and company info are loaded once and cached by the client; an hour is their lifetime. */
const CACHED_FOR_AN_HOUR = 'public, max-age=3600';

/**
 * GET /api/settings.php (SPEC §7: the request host as forced domain), and what SPEC §7 loads once and caches: the
 * region list of the search and signup forms, the interests a profile may name and the company's details, the last
 * two of the domain the request is for.
 */
export function settingsRoutes(deps: Pick<AppDependencies, 'settings' | 'regions'>): Router {
  const router = Router();
  router.get('/settings.php', async (req, res) => {
    const { domain } = parseInput(settingsQuery, req.query);
    res.set('Cache-Control', 'no-cache');
    // Its texts (the fictional profiles' disclosure) are in the visitor's language, chosen by her locale cookie.
    res.set('Vary', 'Cookie');
    const settings = await deps.settings.forDomain(domain || req.hostname);
    // The browser's part of them only: the limits against abuse stay on the server (bff/contract/public-settings.ts).
    sendCacheableJson(res, { settings: publicSettingsOf(settings, resolveLocale(req.headers.cookie, settings.domain_language)) });
  });
  router.get('/regions.php', (_req, res) => {
    res.set('Cache-Control', CACHED_FOR_AN_HOUR);
    sendCacheableJson(res, { regions: deps.regions });
  });
  router.get('/interests.php', (_req, res) => {
    res.set('Cache-Control', CACHED_FOR_AN_HOUR);
    sendCacheableJson(res, { interests: contextOf(res).settings.interests });
  });
  router.get('/companyinfo.php', (_req, res) => {
    res.set('Cache-Control', CACHED_FOR_AN_HOUR);
    sendCacheableJson(res, { company: toApiCompanyInfo(contextOf(res).settings) });
  });
  return router;
}
