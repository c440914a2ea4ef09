import type { RequestHandler } from 'express';

/** A backslash, raw or percent-encoded: browsers read `\` in a URL as `/`, so `/\evil.example` is `//evil.example`. */
const BACKSLASH = /\\|%5c/i;

/** The path of a URL reference: what comes before its query or fragment. */
const pathOf = (reference: string): string => reference.split(/[?#]/, 1)[0]!;

/**
 * Whether a redirect target is a path of this site: it starts with one slash, not two (`//host` is another site),
 * its path carries no backslash, and it has no control character (which a browser drops, so `/\t/host` is `//host`).
 * A backslash in the query is only text.
 */
export function isSameSitePath(target: string): boolean {
  return /^\/(?![/\\])/.test(target) && !BACKSLASH.test(pathOf(target)) && !/[\u0000-\u001f\u007f]/.test(target);
}

/**
 * Refuses a request whose path has a backslash (issue 22): a browser never sends one (it turns `\` into `/` before
 * asking), and echoed into a redirect (the pages' trailing-slash redirect answered `/\evil.example/` with
 * `Location: /\evil.example`) it would send the browser to another site. The query is left alone: no redirect reads
 * its authority from there.
 */
export const refuseBackslashPaths: RequestHandler = (req, res, next) => {
  if (!BACKSLASH.test(pathOf(req.url))) return next();
  res.status(400).type('text/plain').send('Bad request: a path may not contain a backslash');
};
