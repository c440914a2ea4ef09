import type { RequestHandler, Router } from 'express';

interface RouterLayer {
  readonly route?: { readonly path: unknown };
  /** The path(s) a layer was made with (router 2.x): a `use` layer's prefix, a route's path. */
  readonly rawPath?: unknown;
}

const LITERAL = /^\/[^:*?+(){}[\]\\]*$/;

/** `/User.php/` → `/user.php`: how a router made by `Router()` compares paths (case-insensitive, not strict). */
const normalised = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/** The literal paths of a router's layers, or undefined when one has parameters, a pattern or no path of its own. */
function pathsOf(router: Router): { routes: Set<string>; prefixes: string[] } | undefined {
  const routes = new Set<string>();
  const prefixes: string[] = [];
  for (const layer of (router as unknown as { stack: RouterLayer[] }).stack) {
    const raw = layer.route ? layer.route.path : layer.rawPath;
    const paths = Array.isArray(raw) ? (raw as unknown[]) : [raw];
    for (const path of paths) {
      if (typeof path !== 'string' || !LITERAL.test(path) || path === '/') return undefined;
      if (layer.route) routes.add(normalised(path));
      else prefixes.push(normalised(path));
    }
  }
  return { routes, prefixes };
}

/**
 * A router of the API, entered only by a request for one of its own paths (decision 0053). Express tries every layer
 * of every router mounted before the one that answers (a path-to-regexp match each); most requests are for a path
 * of one router, so the others are passed over by one Set lookup. A router whose paths are not all literal (a
 * parameter, a pattern, a layer for every path) is entered by every request, as before. Paths compare as the router
 * compares them: case-insensitive, a trailing slash ignored, a `use` layer's path as a prefix.
 */
export function onlyItsPaths(router: Router): RequestHandler {
  const known = pathsOf(router);
  if (!known) return router;
  const { routes, prefixes } = known;
  const mine = (path: string) => {
    const p = normalised(path);
    return routes.has(p) || prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
  };
  return (req, res, next) => (mine(req.path) ? router(req, res, next) : next());
}
