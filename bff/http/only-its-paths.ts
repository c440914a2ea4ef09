import type { RequestHandler, Router } from 'express';

/** A route of the router (router 2.x): its path(s) and whether it answers a method (HEAD by a GET route, `all`). */
interface RouterRoute {
  readonly path: unknown;
  _handlesMethod?(method: string): boolean;
}

interface RouterLayer {
  readonly route?: RouterRoute;
  /** The path(s) a layer was made with (router 2.x): a `use` layer's prefix, a route's path. */
  readonly rawPath?: unknown;
}

const LITERAL = /^\/[^:*?+(){}[\]\\]*$/;

/** `/User.php/` → `/user.php`: how a router made by `Router()` compares paths (case-insensitive, not strict). */
const normalised = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * The literal paths of a router's layers (each route path with its routes), or undefined when one has parameters, a
 * pattern or no path of its own.
 */
function pathsOf(router: Router): { routes: Map<string, RouterRoute[]>; prefixes: string[] } | undefined {
  const routes = new Map<string, RouterRoute[]>();
  const prefixes: string[] = [];
  for (const layer of (router as unknown as { stack: RouterLayer[] }).stack) {
    const raw = layer.route ? layer.route.path : layer.rawPath;
    const paths = Array.isArray(raw) ? (raw as unknown[]) : [raw];
    for (const path of paths) {
      if (typeof path !== 'string' || !LITERAL.test(path) || path === '/') return undefined;
      if (layer.route) {
        const key = normalised(path);
        routes.set(key, [...(routes.get(key) ?? []), layer.route]);
      } else prefixes.push(normalised(path));
    }
  }
  return { routes, prefixes };
}

/**
 * Whether one of these routes would answer the method, as the router decides it when it tries them (HEAD by a GET
 * route, `all` every method). OPTIONS always enters: the router answers it with the methods its routes have.
 */
const answers = (routes: readonly RouterRoute[], method: string) =>
  method === 'OPTIONS' || routes.some((route) => typeof route._handlesMethod !== 'function' || route._handlesMethod(method));

/**
 * A router entered only by a request for one of its own paths (decision 0053), with a method one of that path's
 * routes answers (decision 0085). Express enters every router mounted before the one that answers (a dispatch with
 * its own closures and state to restore, then a path-to-regexp match per layer); most requests are for a path and
 * method of one router, so the others are passed over by a Map lookup. A router whose paths are not all literal (a parameter, a pattern, a layer for every path) is entered by
 * every request, as before. Paths compare as the router compares them: case-insensitive, a trailing slash ignored, a
 * `use` layer's path as a prefix, entered whatever the method.
 */
export function onlyItsPaths(router: Router): RequestHandler {
  const known = pathsOf(router);
  if (!known) return router;
  const { routes, prefixes } = known;
  const mine = (path: string, method: string) => {
    const p = normalised(path);
    const routesOfPath = routes.get(p);
    return (routesOfPath !== undefined && answers(routesOfPath, method)) || prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
  };
  return (req, res, next) => (mine(req.path, req.method) ? router(req, res, next) : next());
}
