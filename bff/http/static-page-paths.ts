import type { RequestHandler } from 'express';
import { staticPageForToken } from '../../domain/legal/static-pages';
import { CREDIT_WORDS } from '../../domain/locale/credit-paths';
import { contextOf } from './request-context';

/**
 * The first path segments that are the app's own: every route of SPEC §2 (built or not yet), the pages under
 * web/pages and the bff's mounts. A configured token never shadows one of them (bff/http/static-page-paths.test.ts
 * checks that every page directory is listed).
 */
export const ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  // SPEC §2
  'index', 'likes', 'account-deleted', 'chats', 'complaints', 'complete-signup', 'credits', 'directdebit',
  'lang-config', 'login', 'match-finder', 'members', 'notifications', 'premium', 'pricing', 'profile',
  'reset-password', 'signup', 'signup-matches', 'swipe-game', 'activate', 'mail-change', 'transactions', 'landers',
  'pages', 'settings',
  // the sandbox provider's checkout page (issue 12)
  'sandbox-checkout',
  // issue 23: the app's offline page and mail's one-click unsubscribe page
  'offline', 'unsubscribe',
  // issue 24: the accessibility statement, and the credit pages in each language's words (decision 0064)
  'accessibility',
  ...Object.values(CREDIT_WORDS).map((words) => words.credits),
  // issue 27: who opened her profile (decision 0068)
  'visitors',
  // issue 25: the back office (decision 0070)
  'admin',
  // the bff and the build
  'api', 'media', 'assets', 'dev', 'live', 'error',
]);

/** A path of exactly one segment, with at most a trailing slash: `/algemene-voorwaarden`. */
const ONE_SEGMENT = /^\/([^/]+)\/?$/;

/**
 * SPEC §2 route `{token}`: a one-segment path configured in the domain's `static_page_paths` setting answers a
 * permanent redirect to its static page (decision 0017). Anything else passes on, so unconfigured paths keep their
 * 404 and no token can take a route of the app.
 */
export const staticPagePaths: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const token = ONE_SEGMENT.exec(req.path)?.[1];
  if (token === undefined || ROUTE_SEGMENTS.has(token.toLowerCase())) return next();
  // Static files skip the settings (member-session.ts); a value that is no map configures nothing.
  const paths: unknown = contextOf(res).settings?.static_page_paths;
  if (typeof paths !== 'object' || paths === null || Array.isArray(paths)) return next();
  const name = staticPageForToken(token, paths as Record<string, string>);
  if (name === undefined) return next();
  const query = req.originalUrl.indexOf('?');
  // Kept a day, not forever: an operator may point the token at another page later.
  res.set('Cache-Control', 'public, max-age=86400');
  res.redirect(301, `/pages/${name}${query === -1 ? '' : req.originalUrl.slice(query)}`);
};
