import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { chooseEncoding } from '../http/accept-encoding';

/** The text files the build compresses (tools/build/precompress.ts), by extension, with the type each is sent as. */
export const PRECOMPRESSED_TYPES: ReadonlyMap<string, string> = new Map([
  ['.js', 'text/javascript; charset=utf-8'],
  ['.mjs', 'text/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
  ['.webmanifest', 'application/manifest+json; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.txt', 'text/plain; charset=utf-8'],
  ['.xml', 'application/xml; charset=utf-8'],
]);

/**
 * Beside dist/client while `npm start` makes the copies after it listens (tools/build/build-if-changed.ts, decision
 * 0067), relative to the project root: removed once every copy is made.
 */
export const PRECOMPRESS_PENDING = path.join('dist', 'precompress-pending');

/** How often, at most, a server started before the copies were made looks for them on disk. */
const PENDING_RESCAN_MS = 1000;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Sends the build's brotli or gzip copy of a text file under `dir` (x.js.br beside x.js) to a browser that accepts it,
 * with the original's type, `Content-Encoding` and `Vary: Accept-Encoding`; anything else passes on to express.static
 * with the same `cache`. `files` are the URL paths under `dir` the server found at start, copies included. When
 * `pending` says the copies are still being made, it looks for them on disk again, at most once a second, until
 * `pending` says they are all made.
 */
export function precompressed(dir: string, files: Iterable<string>, cache: { maxAge: string; immutable?: boolean }, pending?: () => boolean): RequestHandler {
  const known = new Set(files);
  const texts = [...known].filter((file) => PRECOMPRESSED_TYPES.has(path.extname(file)));
  const variants = new Map<string, Set<string>>();
  const find = (isPresent: (copy: string) => boolean) => {
    for (const file of texts) {
      const present = new Set(ENCODINGS.filter(({ suffix }) => isPresent(file + suffix)).map(({ name }) => name));
      if (present.size > 0) variants.set(file, present);
    }
  };
  find((copy) => known.has(copy));
  let waiting = pending?.() ?? false;
  let lookedAt = 0;
  const lookAgain = () => {
    const now = Date.now();
    if (now - lookedAt < PENDING_RESCAN_MS) return;
    lookedAt = now;
    // Asked first: once it says done, this last look finds every copy.
    waiting = pending!();
    find((copy) => existsSync(path.join(dir, copy)));
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (waiting) lookAgain();
    const present = variants.get(req.path);
    if (!present) return next();
    res.vary('Accept-Encoding');
    const chosen = chooseEncoding(req.get('Accept-Encoding'), ENCODINGS.filter(({ name }) => present.has(name)).map(({ name }) => name));
    const encoding = ENCODINGS.find(({ name }) => name === chosen);
    if (!encoding) return next();
    res.setHeader('Content-Type', PRECOMPRESSED_TYPES.get(path.extname(req.path))!);
    res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(path.join(dir, req.path + encoding.suffix), { maxAge: cache.maxAge, immutable: cache.immutable ?? false, dotfiles: 'deny' }, (error) => {
      if (error) next(error);
    });
  };
}
