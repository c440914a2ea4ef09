import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { WORKER_BUILD_GLOBAL, type WorkerBuild } from '../../web/service-worker/messages.js';
import { OFFLINE_PATH, OFFLINE_SCRIPT, offlineHtml, offlinePolicy } from '../../web/pages/offline/offline-document.js';

/**
 * The service worker of the build (issue 23, decision 0058): web/service-worker/sw.ts bundled on its own (a classic
 * script, no imports left), with the build's facts in front of it: its version and the shell to precache, which is
 * the browser's entry script with every chunk it imports, the offline page (written here as /offline.html) and the
 * notification icons. Both files land in dist/client beside the build's other public files.
 *
 * In development the dev server answers /sw.js and /offline.html the same way, with no hashed files in the shell.
 */
const WORKER_SOURCE = fileURLToPath(new URL('../../web/service-worker/sw.ts', import.meta.url));
export const WORKER_FILE = 'sw.js';
/** Precached besides the build's scripts: what a notification and the offline page show. */
const SHELL_FILES = [OFFLINE_PATH, '/icons/icon-192.png', '/icons/badge-72.png', '/favicon.svg'];

/** A chunk and, transitively, every chunk it imports statically, with their styles. */
function closureOf(bundle: OutputBundle, fileName: string, files = new Set<string>()): Set<string> {
  const item = bundle[fileName];
  if (!item || item.type !== 'chunk' || files.has(fileName)) return files;
  files.add(fileName);
  const css = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
  css?.forEach((file) => files.add(file));
  item.imports.forEach((imported) => closureOf(bundle, imported, files));
  return files;
}

/**
 * The app shell: the browser's entry script with what it imports, and the chunks every page loads first (React, the
 * router, the store, the text system: what all the pages' entries import), so a page opened later, or offline from
 * an open tab, has them at once. A page's own chunks are kept when first fetched (cache-rules.ts, 'asset').
 */
export function entryFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
  const client = chunks.filter((chunk) => /entry-client/.test(chunk.fileName));
  const pages = chunks.filter((chunk) => !/entry-client/.test(chunk.fileName));
  const files = new Set<string>();
  for (const chunk of client) closureOf(bundle, chunk.fileName, files);
  const perPage = pages.map((page) => closureOf(bundle, page.fileName));
  if (perPage.length > 0) {
    for (const file of perPage[0]!) if (perPage.every((closure) => closure.has(file))) files.add(file);
  }
  return [...files].sort();
}

async function bundleWorker(minify: boolean): Promise<string> {
  const { rolldown } = await import('rolldown');
  const build = await rolldown({ input: WORKER_SOURCE, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await build.generate({ format: 'iife', minify });
    return output[0].code;
  } finally {
    await build.close();
  }
}

/** The worker's file: the build's facts as a global, then its code. The version is the hash of everything else. */
export function workerFile(code: string, shell: readonly string[], offlinePage: string): string {
  const policy = offlinePolicy(createHash('sha256').update(OFFLINE_SCRIPT).digest('base64'));
  const version = createHash('sha256').update(code).update('\0').update(JSON.stringify(shell)).update('\0').update(offlinePage).digest('hex').slice(0, 16);
  const facts: WorkerBuild = { version, shell, offlinePage: OFFLINE_PATH, offlinePolicy: policy };
  return `var ${WORKER_BUILD_GLOBAL}=${JSON.stringify(facts)};\n${code}`;
}

export function serviceWorker(): Plugin {
  return {
    name: 'hartslag:service-worker',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      if (this.environment.mode !== 'build') return;
      const offlinePage = offlineHtml();
      this.emitFile({ type: 'asset', fileName: OFFLINE_PATH.slice(1), source: offlinePage });
      const shell = [...SHELL_FILES, ...entryFiles(bundle as OutputBundle).map((file) => `/${file}`)];
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerFile(await bundleWorker(true), shell, offlinePage) });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path === `/${WORKER_FILE}`) {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(workerFile(await bundleWorker(false), SHELL_FILES, offlineHtml()));
        } else if (path === OFFLINE_PATH) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(offlineHtml());
        } else next();
      });
    },
  };
}
