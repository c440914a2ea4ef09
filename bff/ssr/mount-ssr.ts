import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type Request, type Response } from 'express';
import { renderPage } from 'vike/server';
import type { CatalogueChunks, PageServices } from '../contract/page-services';
import { catalogueChunksOf } from './catalogue-chunks';
import { PRECOMPRESS_PENDING, precompressed } from './precompressed';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';
import { isSameSitePath } from '../http/same-site-path';
import { contextOf } from '../http/request-context';
import { resolveLocale } from '../../web/i18n/locale';
import { isErrorPageFailure, lastResortDocument } from './last-resort-document';

export interface SsrOptions {
  dev: boolean;
  /** Project root: vite.config.ts and dist/ live here. */
  root: string;
}

/** Paths whose last segment has an extension: files, never pages. Vike's own page data (`….pageContext.json`) is a page. */
const FILE_PATH = /\/(?![^/]*\.pageContext\.json$)[^/]*\.[A-Za-z0-9]{1,12}$/;

export type SsrContextFor = (req: Request, res: Response) => Promise<{ services: PageServices; cspNonce: string }>;

/** Mounts Vike on the app: dist/client assets and server rendering in production, Vite's middlewares in dev. */
export async function mountSsr(app: Express, options: SsrOptions, contextFor: SsrContextFor): Promise<void> {
  let catalogueChunks: CatalogueChunks | undefined;
  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: options.root, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
  } else {
    // This build's server entry, by its path: Vike would otherwise import the entry its "auto importer" names, a file
    // in node_modules that every `vite build` rewrites, with the path of the last build anywhere (a copy of the app in
    // /tmp, sharing node_modules, makes this server render that copy's pages with asset names this dist does not have).
    await import(pathToFileURL(path.join(options.root, 'dist', 'server', 'entry.mjs')).href);
    const client = path.join(options.root, 'dist', 'client');
    catalogueChunks = catalogueChunksOf(JSON.parse(readFileSync(path.join(options.root, 'dist', 'assets.json'), 'utf8')) as Parameters<typeof catalogueChunksOf>[0]);
    const assets = path.join(client, 'assets');
    // The build's brotli or gzip copy where the browser takes one (tools/build/precompress.ts), else the file itself;
    // `npm start` makes the copies after it listens (decision 0067): looked for until they are all made.
    const pending = () => existsSync(path.join(options.root, PRECOMPRESS_PENDING));
    app.use(
      '/assets',
      precompressed(assets, filesUnder(assets, []), { maxAge: '1y', immutable: true }, pending),
      express.static(assets, { immutable: true, maxAge: '1y', index: false }),
    );
    // The build's other files (web/public: robots.txt, sw.js, …) are known now: a page request never looks on disk.
    const publicFiles = new Set(filesUnder(client, ['assets']));
    const compressedPublic = precompressed(client, publicFiles, { maxAge: '1h' }, pending);
    const servePublic = express.static(client, { index: false, maxAge: '1h' });
    app.use((req, res, next) => (publicFiles.has(req.path) ? compressedPublic(req, res, () => servePublic(req, res, next)) : next()));
  }

  // A path that names a file (robots.txt, x.js, /assets/nope.js) and was not found above is a missing file, not a
  // page: a plain 404, without rendering. Pages have no extension.
  app.get(FILE_PATH, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.get('/{*splat}', async (req, res) => {
    const { services, cspNonce } = await contextFor(req, res);
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      services,
      cspNonce,
      catalogueChunks,
    });
    const { httpResponse } = pageContext;
    if (isErrorPageFailure(pageContext)) {
      // The error page failed too (SPEC §8): the last resort, in the visitor's language, needs nothing that may have failed.
      res.status(500).type('html').set('Cache-Control', 'no-store').end(lastResortDocument(visitorLocale(req, res), contextOf(res).requestId));
      return;
    }
    // Vike's redirects (a trailing slash dropped, a page's own) echo the request's path: only to a path of this site.
    const location = httpResponse.headers.find(([name]) => name.toLowerCase() === 'location')?.[1];
    if (location !== undefined && !isSameSitePath(location)) {
      res.status(400).type('text/plain').send('Bad request');
      return;
    }
    res.status(httpResponse.statusCode);
    for (const [name, value] of httpResponse.headers) {
      // The bff sets the whole policy itself (script-src with this nonce, style-src, …): keep it.
      if (name.toLowerCase() === 'content-security-policy' && res.getHeader('content-security-policy')) continue;
      res.setHeader(name, value);
    }
    // Pages are not streamed (vike-react collects the styles after rendering): one write of the whole document, whose
    // scripts start after its first paint (decision 0039).
    const body = await httpResponse.getBody();
    const html = httpResponse.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
    res.end(html ? scriptsAfterFirstPaint(body) : body);
  });
}

/** SPEC §4's locale of the request: her cookie, else the domain's language when its settings were read, else Dutch. */
function visitorLocale(req: Request, res: Response): string {
  try {
    return resolveLocale(req.headers.cookie, contextOf(res).settings?.domain_language ?? '');
  } catch {
    return 'nl';
  }
}

/** The files under `dir` as URL paths (`/robots.txt`), leaving out the top-level folders named in `except`. */
function filesUnder(dir: string, except: readonly string[], prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return prefix === '' && except.includes(entry.name) ? [] : filesUnder(path.join(dir, entry.name), [], `${prefix}/${entry.name}`);
    return entry.isFile() ? [`${prefix}/${entry.name}`] : [];
  });
}
