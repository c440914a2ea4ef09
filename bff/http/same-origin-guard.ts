import type { Request, RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The header the web client sends on every call (web/api/client.ts). Another site cannot add it without a CORS preflight. */
export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_NAME = 'hartslag-web';

/** A request the site's own pages made: the client's header, and no browser saying it came from another site. */
export function fromOwnClient(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  return req.get(CLIENT_HEADER) === CLIENT_NAME;
}

/**
 * CSRF defence: a state-changing request is refused when the browser says it comes from another site.
 * Sec-Fetch-Site is trusted first; browsers without it are checked by Origin against the Host.
 * Requests with neither (curl, server-to-server) carry no ambient cookie risk and pass.
 */
export const sameOriginGuard: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    res.status(403).json({ error: 'cross_site_request' });
    return;
  }
  const origin = req.get('origin');
  if (origin && !site) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== req.get('host')) {
      res.status(403).json({ error: 'cross_site_request' });
      return;
    }
  }
  next();
};
