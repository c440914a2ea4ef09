import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { bundleComposition } from './tools/bench/bundle-composition.js';
import { serviceWorker } from './tools/build/service-worker.js';
import { clientTrims } from './tools/build/client-trims.js';
import { CATALOGUE_FILE, precompileCatalogue } from './web/i18n/precompile.js';

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The browser's build formats messages without the ICU parser (~8 KB gzip on every page): the catalogues are compiled
 * to syntax trees at build time, and the parser resolves to its no-parser build. The server's build, the dev server and
 * the tests keep the string catalogues and the parser; both format the same trees, so SSR and hydration agree.
 */
function precompiledMessages(): Plugin[] {
  const inBrowserBuild = { apply: 'build', applyToEnvironment: (environment) => environment.name === 'client' } satisfies Partial<Plugin>;
  return [
    {
      name: 'hartslag:no-icu-parser',
      ...inBrowserBuild,
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (source !== PARSER) return null;
        return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      },
    },
    {
      // Before Vite's JSON plugin: the catalogue file's messages become syntax trees, still JSON (decision 0060).
      name: 'hartslag:precompiled-messages',
      ...inBrowserBuild,
      enforce: 'pre',
      transform(code, id) {
        if (!CATALOGUE_FILE.test(id)) return null;
        return { code: precompileCatalogue(code, id), map: null };
      },
    },
  ];
}

/**
 * One chunk for the code most pages load first (issue 26, decision 0065): every module a page's entry imports
 * statically (`$initial`: not the parts and dialogs loaded later) that at least SHARED_BY of the ~50 page entries use,
 * with what it imports. Left to itself the bundler makes a chunk for each set of pages sharing some modules: twenty
 * and more chunks on every page, many of a few hundred bytes (an icon, the theme, the store's context), each with
 * its imports and exports and a gzip of its own. 30: 25 gave the same, 20 pulled the form pages' code into every
 * page (+7 KB on /members), 40 left more small chunks. Not the catalogues: each locale's files stay chunks of their own.
 */
const SHARED_BY = 30;
const CATALOGUE_MODULE = /[\\/]web[\\/]i18n[\\/](locales|locale-catalogues)[\\/]/;
const sharedChunk = {
  groups: [{ name: 'shared', tags: ['$initial' as const], minShareCount: SHARED_BY, test: (id: string) => !CATALOGUE_MODULE.test(id) }],
};

const profile = process.env.BUILD_PROFILE === '1';

// Pages live in web/pages; web/pages/+config.ts sets filesystemRoutingRoot so /web/login routes as /login.
export default defineConfig({
  // bundleComposition: what each browser chunk is made of (our code, libraries, catalogues), for `npm run bench:bundle`.
  plugins: [react(), vike(), ...precompiledMessages(), clientTrims(), bundleComposition(profile), serviceWorker()],
  publicDir: 'web/public',
  // BUILD_PROFILE=1: unminified chunks with hidden source maps, to attribute a browser profile (tools/bench/README.md).
  build: { outDir: 'dist', ...(profile ? { sourcemap: 'hidden', minify: false } : {}) },
  // The browser's build only: the server's is one bundle loaded at start. Chunks named by their hash alone under
  // assets/c/: every page's route table and preload list name ~190 of them (0.13 KB gzip less than assets/chunks/chunk-…).
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: sharedChunk, chunkFileNames: 'assets/c/[hash].js' } } } } },
  // Without these the production server crashes or renders unstyled pages (docs: shared/notes/stack.md).
  ssr: { noExternal: ['styled-components', 'vike-react-styled-components'] },
});
