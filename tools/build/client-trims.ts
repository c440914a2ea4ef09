import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * What the browser's build leaves out of two libraries that every page loads (issue 26, decision 0054). Only the client
 * build: the server, the dev server and the tests run the libraries as published, and the pages they render are the
 * same (tools/build/client-trims.test.ts).
 *
 * - **lucide-react's icon runtime.** Each icon module imports `../createLucideIcon.mjs`, which brings the library's
 *   generic `Icon` (context provider, class merging, attribute renaming). It resolves to `lucide-icon.ts` instead, the
 *   same `<svg>` in a few lines.
 * - **stylis' vendor prefixer.** styled-components 6 imports all of stylis and pushes its `prefixer` middleware only when
 *   a `StyleSheetManager` asks for `enableVendorPrefixes` (off by default; the app never does), so the prefixer and its
 *   table of prefixes (~1.2 KB gzip) were dead weight. styled-components' import of `stylis` resolves to
 *   `stylis-without-prefixer.ts`: stylis itself, with a `prefixer` that leaves the rules as they are (what the
 *   server's stylis does with vendor prefixes off).
 */
const ICON_RUNTIME = '../createLucideIcon.mjs';
const LUCIDE_ICONS = /[/\\]node_modules[/\\]lucide-react[/\\]dist[/\\]esm[/\\]icons[/\\]/;
const STYLED_COMPONENTS = /[/\\]node_modules[/\\]styled-components[/\\]/;

export const LUCIDE_ICON_FILE = fileURLToPath(new URL('./lucide-icon.ts', import.meta.url));
export const STYLIS_FILE = fileURLToPath(new URL('./stylis-without-prefixer.ts', import.meta.url));

export function clientTrims(): Plugin {
  return {
    name: 'hartslag:client-trims',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === ICON_RUNTIME && LUCIDE_ICONS.test(importer)) return LUCIDE_ICON_FILE;
      if (source === 'stylis' && STYLED_COMPONENTS.test(importer)) return STYLIS_FILE;
      return null;
    },
  };
}
