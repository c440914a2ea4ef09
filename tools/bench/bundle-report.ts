import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BenchFailure,
  createBenchDatabase,
  knob,
  logIn,
  memberEmail,
  printTable,
  privateBuild,
  runBenchmark,
  seedChats,
  seedMembers,
  targetsStoppedOn,
} from './common';
import { COMPOSITION_FILE, kindOf, type BundleComposition, type SourceKind } from './bundle-composition';
import { catalogueChunksOf } from '../../bff/ssr/catalogue-chunks';
import { pageScriptsOf } from '../../bff/ssr/scripts-after-first-paint';
import { areasOfPage } from '../i18n/page-catalogues';
import { launch, repoRoot, type Target } from './target-process';

/**
 * The first-load JavaScript of every page of the production build: what the page's HTML loads (<script src>) and
 * preloads (<link rel="modulepreload">) or its starter starts after the first paint
 * (bff/ssr/scripts-after-first-paint.ts), and the catalogue of the page's locale (web/i18n/locales/<lang>/core.json, its own chunk,
 * which the browser imports before it hydrates), each file gzip-compressed at level 9, summed; for a visitor and for a
 * logged-in member; then what each page's first load is made of (our code, libraries, catalogues, what the bundler and
 * Vike generated) from dist/bundle-composition.json, which the build writes (tools/bench/bundle-composition.ts). The budgets are enforced, in a smoke too (sizes do not depend on load): /members at most
 * BENCH_BUDGET_MEMBERS_KB, every other page at most BENCH_BUDGET_PAGE_KB; over either it exits 1. KB = 1024 bytes.
 * See tools/bench/README.md.
 */
/**
 * The budgets, KB gzip: the figures when set plus about 2 KB, so a regression fails the smoke. 27 Nov 2026, 08:00,
 * after decision 0054 (trimmed icon runtime and stylis, toasts and live sync after the first screen) with the other
 * work of that morning in the tree (new pages, texts): /members 166.4, the largest other page /profile 186.2. Before,
 * 171 and 191 (168.7 and 188.0 after the dialogs went into chunks of their own). Not the 150 issue 26 asks for, nor
 * the 120 first asked: the libraries every page hydrates with weigh ~116 KB and what the bundler and Vike generate
 * ~12 before any of our code (README, "what a page's first load is made of"). 27 Nov 2026, 09:00: issue 23's push
 * state, service-worker client and connection banner on every page (the push alert's card in a chunk of its own)
 * took /members to 167.9 and /profile to 188.0: 170 and 190. 27 Nov 2026, 12:20, issue 24: thirteen new pages (the
 * landers, /lang-config, /accessibility) in Vike's page table that every page carries (+1.7 KB), the arrival's
 * decider for the entry warning and cookie banner (+1.5; the two dialogs are chunks of their own), the language menu
 * and localised credit paths (+1.1), eleven locales served at no cost (one list per locale): /members 173.5, the
 * largest other page /members/@id/signup (a lander with the whole signup form) 199.0: 175 and 201. 27 Nov 2026, 15:36,
 * issue 26 (decision 0065): the layout's later parts and their texts in chunks of their own, one shared chunk for the
 * code most pages load first, the error page's last resort on the error page only: /members 166.6, the largest other
 * page /members/@id/signup 198.5 (with the other work of that afternoon in the tree): 168 and 200. 7 Dec 2026, 16:40,
 * issue 27: every colour, size and shadow a named theme token (the theme every page loads +0.6 KB), the top bar's fifth
 * link with its account menu after idle, the lists' unsent, rollback and error states: /members 168.0, the member's
 * signup lander 200.1 (its parts now components of their own): 168 and 201.
 */
const BUDGET_MEMBERS_KB = 168;
const BUDGET_PAGE_KB = 201;
const budgetKb = knob('BENCH_BUDGET_MEMBERS_KB', BUDGET_MEMBERS_KB);
const pageBudgetKb = knob('BENCH_BUDGET_PAGE_KB', BUDGET_PAGE_KB);
const BUDGET_PAGE = '/web/pages/members';
const PAGE_ENTRY = 'virtual:vike:page-entry:client:';

interface ManifestEntry {
  readonly file?: string;
  readonly name?: string;
  readonly imports?: readonly string[];
}

interface PageLoad {
  readonly status: number;
  readonly redirect?: string;
  readonly files: readonly string[];
  /** <html lang>: the locale whose catalogue the page imports before hydrating. */
  readonly lang?: string;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const KINDS: readonly SourceKind[] = ['product', 'library', 'catalogue', 'generated'];

/** The gzip bytes of some files by source (`kind:name`), from the build's composition; files it lacks count as `unknown:`. */
function sourcesOf(files: readonly string[], composition: BundleComposition, sizeOf: (file: string) => number): Map<string, number> {
  const sources = new Map<string, number>();
  for (const file of files) {
    const chunk = composition[file.replace(/^\//, '')];
    // The composition is of the bytes the build wrote; the report gzips what the server sends (the same file).
    for (const [key, bytes] of Object.entries(chunk?.sources ?? { 'unknown:': sizeOf(file) })) sources.set(key, (sources.get(key) ?? 0) + bytes);
  }
  return sources;
}

const byKind = (sources: Map<string, number>) => {
  const kinds = new Map<string, number>();
  for (const [key, bytes] of sources) kinds.set(kindOf(key), (kinds.get(kindOf(key)) ?? 0) + bytes);
  return kinds;
};

/** The JS files a page's HTML loads or preloads, in document order, without duplicates: tags, and the starter's list. */
function scriptsOf(html: string): string[] {
  const started = pageScriptsOf(html);
  const files = new Set<string>(started ? [started.entry, ...started.preload] : []);
  for (const tag of html.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attribute('src')) files.add(attribute('src')!);
    if (tag.startsWith('<link') && attribute('rel') === 'modulepreload' && attribute('href')) files.add(attribute('href')!);
  }
  return [...files];
}

async function loadPage(target: Target, url: string, cookie?: string): Promise<PageLoad> {
  const response = await fetch(`${target.url}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await response.text();
  if (response.status >= 300 && response.status < 400) return { status: response.status, redirect: response.headers.get('location') ?? '?', files: [] };
  return { status: response.status, files: scriptsOf(html), lang: /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] };
}

runBenchmark(async (onCleanup) => {
  const appRoot = privateBuild(onCleanup);
  const manifest = JSON.parse(readFileSync(path.join(appRoot, 'dist', 'assets.json'), 'utf8')) as Record<string, ManifestEntry>;
  // The same walk of the manifest the server makes for the pages' modulepreload links.
  const catalogueChunks = catalogueChunksOf(manifest);
  const compositionPath = path.join(appRoot, 'dist', COMPOSITION_FILE);
  const composition = existsSync(compositionPath) ? (JSON.parse(readFileSync(compositionPath, 'utf8')) as BundleComposition) : undefined;
  const pageIds = Object.keys(manifest)
    .filter((key) => key.startsWith(PAGE_ENTRY))
    .map((key) => key.slice(PAGE_ENTRY.length))
    .sort();
  if (!pageIds.includes(BUDGET_PAGE)) throw new Error(`the build has no ${BUDGET_PAGE} page (dist/assets.json)`);

  const database = await createBenchDatabase(onCleanup);
  const ids = await seedMembers(database.knex, 5);
  await seedChats(database.knex, ids[0], [ids[1]], 3);
  const conversation = Number(((await database.knex('conversations').first('id')) as { id: string }).id);

  const targets = targetsStoppedOn(onCleanup);
  const server = await launch('server', './bff-target.ts', { NODE_ENV: 'production', BENCH_APP_ROOT: appRoot, BENCH_TARGET_DATABASE_URL: database.url });
  targets.push(server);
  const cookie = await logIn(server, memberEmail(1));

  /** A URL the page answers at: its route with the parameters filled in from the seeded data. */
  const urlOf = (pageId: string): string | undefined => {
    if (pageId === '/web/pages/_error') return '/bench-no-such-page';
    const route = pageId.replace(/^\/web\/pages/, '').replace(/\/index$/, '') || '/';
    const url = route.replace('/members/@id', `/members/${ids[2]}`).replace('/chats/@id', `/chats/${conversation}`);
    return url.includes('@') ? undefined : url;
  };

  const gzipped = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = async (file: string) => {
    let size = gzipped.get(file);
    if (!size) {
      const response = await fetch(`${server.url}${file}`);
      if (response.status !== 200) throw new Error(`GET ${file} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      gzipped.set(file, size);
    }
    return size;
  };
  const total = async (load: PageLoad) => {
    let raw = 0;
    let gzip = 0;
    for (const file of load.files) {
      const size = await sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { raw, gzip };
  };

  const rows: string[][] = [];
  /** Per page, the files of the larger first load of its two audiences (what the composition table splits). */
  const loadedFiles = new Map<string, { audience: string; files: readonly string[]; gzip: number }>();
  let budgetBytes = 0;
  let budgetFiles: readonly string[] = [];
  const skipped: string[] = [];
  const overPages: string[] = [];
  for (const pageId of pageIds) {
    const url = urlOf(pageId);
    if (!url) {
      skipped.push(pageId);
      continue;
    }
    const cells: string[] = [pageId.replace(/^\/web\/pages/, '') || '/', url];
    for (const audience of ['visitor', 'member'] as const) {
      const load = await loadPage(server, url, audience === 'member' ? cookie : undefined);
      if (load.redirect) {
        cells.push(`→ ${load.redirect}`, '', '');
        continue;
      }
      // A page a visitor may not see answers with the error page (404): what that loads is what she loads.
      if (load.status >= 500) throw new Error(`${audience}: GET ${url} answered ${load.status}`);
      if (load.files.length === 0) throw new Error(`${audience}: GET ${url} loads no JavaScript: is the HTML still Vike's?`);
      const lang = load.lang ?? '';
      if (!manifest[`web/i18n/locales/${lang}/core.json`]) throw new Error(`${audience}: GET ${url} has lang="${lang}", and the build has no catalogue web/i18n/locales/${lang}/core.json`);
      // The areas of the page that answered (the error page has none), which the browser loads before it hydrates.
      const areas = load.status === 200 ? await areasOfPage(path.join(repoRoot, pageId)) : [];
      for (const area of areas) {
        if (!manifest[`web/i18n/locales/${lang}/${area}.json`]) throw new Error(`${url} needs the catalogue area ${area}, and the build has no web/i18n/locales/${lang}/${area}.json`);
      }
      const catalogue = catalogueChunks(lang, areas);
      const { raw, gzip } = await total({ ...load, files: [...new Set([...load.files, ...catalogue])] });
      const files = [...new Set([...load.files, ...catalogue])];
      if (gzip >= (loadedFiles.get(pageId)?.gzip ?? 0)) loadedFiles.set(pageId, { audience, files, gzip });
      if (pageId !== BUDGET_PAGE && gzip > pageBudgetKb * 1024) overPages.push(`${url} (${audience}) ${kb(gzip)} KB`);
      if (pageId === BUDGET_PAGE && gzip >= budgetBytes) [budgetBytes, budgetFiles] = [gzip, [...new Set([...load.files, ...catalogue])]];
      cells.push(`${load.status === 200 ? '' : `(${load.status}) `}${kb(gzip)}`, kb(raw), String(load.files.length));
    }
    rows.push(cells);
  }

  printTable(['page', 'url', 'visitor KB gz', 'KB raw', 'files', 'member KB gz', 'KB raw', 'files'], rows);
  if (skipped.length) console.log(`not measured (a route parameter the report cannot fill): ${skipped.join(', ')}`);
  console.log('(404): the page answered 404 for that audience (a profile or chat a visitor may not see) and the figures are those of that answer');
  console.log(
    'first-load JS: every <script src> and <link rel="modulepreload"> of the page\'s HTML or its starter\'s list and the catalogue of its <html lang> with the page\'s areas; gzip level 9 per file, summed; KB = 1024 bytes',
  );
  const names = new Map<string, string>(
    Object.values(manifest).flatMap(({ file, name }): [string, string][] => (file ? [[`/${file}`, name ?? '']] : [])),
  );
  if (composition) {
    const gzipOf = (file: string) => gzipped.get(file)!.gzip;
    printTable(
      ['page', 'of the load of', 'KB gz', 'our code', 'libraries', 'catalogues', 'generated'],
      [...loadedFiles].map(([pageId, { audience, files, gzip }]) => {
        const kinds = byKind(sourcesOf(files, composition, gzipOf));
        return [pageId.replace(/^\/web\/pages/, '') || '/', audience, kb(gzip), ...KINDS.map((kind) => kb(kinds.get(kind) ?? 0))];
      }),
    );
    console.log(
      "what a page's first load is made of (its larger audience): our code (web/, domain/, bff/contract), libraries (node_modules), the catalogues (web/i18n/locales/<lang>/*.json), and what the bundler and Vike generated (the page table, imports between chunks); each chunk's gzip bytes split by the source map of the build (tools/bench/bundle-composition.ts)",
    );
    const sources = sourcesOf(budgetFiles, composition, gzipOf);
    const top = (kind: SourceKind, count: number) =>
      [...sources]
        .filter(([key]) => kindOf(key) === kind)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([key, bytes]) => [kind, key.slice(key.indexOf(':') + 1), kb(bytes)]);
    printTable(['/members: largest', 'source', 'KB gz'], [...top('library', 12), ...top('product', 25), ...top('catalogue', 5)]);
  } else {
    console.log(`note: the build has no ${COMPOSITION_FILE} (built before the bundle composition existed): BENCH_BUILD=1 for what each page is made of`);
  }
  const largest = [...budgetFiles].sort((a, b) => gzipped.get(b)!.gzip - gzipped.get(a)!.gzip);
  printTable(
    ['/members loads', 'chunk name', 'KB gz', 'KB raw'],
    largest.map((file) => [file, names.get(file) ?? '', kb(gzipped.get(file)!.gzip), kb(gzipped.get(file)!.raw)]),
  );
  const over = budgetBytes > budgetKb * 1024;
  console.log(`budget: /members ${kb(budgetBytes)} KB gzip (${budgetBytes} bytes), budget ${budgetKb} KB: ${over ? `OVER by ${budgetBytes - budgetKb * 1024} bytes` : `within by ${budgetKb * 1024 - budgetBytes} bytes`}`);
  console.log(`budget: every other page at most ${pageBudgetKb} KB gzip: ${overPages.length ? `OVER: ${overPages.join(', ')}` : 'within'}`);
  if (over) throw new BenchFailure(`/members loads ${kb(budgetBytes)} KB of JavaScript (gzip), over its ${budgetKb} KB budget`);
  if (overPages.length) throw new BenchFailure(`over the ${pageBudgetKb} KB page budget: ${overPages.join(', ')}`);
});
