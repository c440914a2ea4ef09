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

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Sends the build's brotli or gzip copy of a text file under `dir` (x.js.br beside x.js) to a browser that accepts it,
 * with the original's type, `Content-Encoding` and `Vary: Accept-Encoding`; anything else passes on to express.static
 * with the same `cache`. `files` are the URL paths under `dir` the server found at start, copies included.
 */
export function precompressed(dir: string, files: Iterable<string>, cache: { maxAge: string; immutable?: boolean }): RequestHandler {
  const known = new Set(files);
  const variants = new Map<string, Set<string>>();
  for (const file of known) {
    if (!PRECOMPRESSED_TYPES.has(path.extname(file))) continue;
    const present = new Set(ENCODINGS.filter(({ suffix }) => known.has(file + suffix)).map(({ name }) => name));
    if (present.size > 0) variants.set(file, present);
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
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
