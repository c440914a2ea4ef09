import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, type Rollup } from 'vite';
import { CHROMIUM_FLAGS } from '../../test/e2e/browser';
import { BenchFailure, knob, printMachine, printTable, runBenchmark, smoke } from './common';

/**
 * What the design card's libraries cost on this machine before any code of the product (`npm run bench:stack-floor`):
 * Lighthouse's mobile preset, as `npm run lighthouse` runs it, on three server-rendered pages of the same text and
 * list served gzipped by a bare node:http: no script; hydrated by React alone; hydrated by React with MobX,
 * mobx-react-lite, styled-components and react-intl, each used once (stack-floor/floor-page.tsx). No router, no data.
 * BENCH_STACK_FLOOR_RUNS (3; smoke 1) runs a page. Prints each page's JavaScript (KB gzip) and its scores; fails when
 * Lighthouse cannot run a page or a page logs an error (a hydration that went wrong). The product's pages carry Vike's
 * router and their own code on top of the third page, so its score is a ceiling for theirs here. Issues 7 and 8.
 */
const runs = knob('BENCH_STACK_FLOOR_RUNS', smoke ? 1 : 3, { max: 10 });
const here = path.dirname(fileURLToPath(import.meta.url));
const PAGES = [
  { name: 'static', what: 'no script' },
  { name: 'react', what: 'React 19 alone' },
  { name: 'stack', what: 'React, MobX, styled-components, react-intl' },
] as const;

/**
 * One ES module for an entry, everything bundled, production React: minified for the browser; for the server
 * (`ssr`), a module this process imports (styled-components bundled, as the product's build does).
 */
async function bundle(entry: string, ssr = false): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root: path.join(here, 'stack-floor'),
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: { write: false, minify: !ssr, ssr, modulePreload: false, rollupOptions: { input: entry, output: { format: 'es', codeSplitting: false } } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new BenchFailure(`no bundle for ${entry}`);
  return chunk.code;
}

/** The three documents, rendered by stack-floor/floor-server.tsx as bundled for the server. */
async function floorDocuments(onCleanup: (step: () => Promise<void>) => void): Promise<Record<'static' | 'react' | 'stack', string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hartslag-stack-floor-'));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'floor-server.mjs');
  await writeFile(file, await bundle('floor-server.tsx', true));
  const { floorDocuments: render } = (await import(pathToFileURL(file).href)) as { floorDocuments: () => Record<'static' | 'react' | 'stack', string> };
  return render();
}

runBenchmark(async (onCleanup) => {
  const documents = await floorDocuments(onCleanup);
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const page of PAGES) files.set(`/${page.name}.html`, { body: gzipSync(documents[page.name], { level: 9 }), type: 'text/html; charset=utf-8' });
  const scriptKb: Record<string, number> = { static: 0 };
  for (const name of ['react', 'stack'] as const) {
    const body = gzipSync(await bundle(`${name}-client.tsx`), { level: 9 });
    files.set(`/${name}.js`, { body, type: 'text/javascript' });
    scriptKb[name] = body.length / 1024;
  }
  const server = http.createServer((req, res) => {
    const file = files.get(req.url ?? '');
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'max-age=3600' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };

  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
  onCleanup(async () => {
    chrome.kill();
  });
  const rows: string[][] = [];
  for (const page of PAGES) {
    const scores: number[] = [];
    const tbts: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      process.stdout.write(`lighthouse /${page.name}.html, run ${run + 1} of ${runs}… `);
      const result = await lighthouse(`http://127.0.0.1:${port}/${page.name}.html`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new BenchFailure(`lighthouse on /${page.name}.html: ${lhr?.runtimeError?.message ?? 'no result'}`);
      if ((lhr.audits['errors-in-console']?.score ?? 1) < 1) throw new BenchFailure(`/${page.name}.html logged an error: ${JSON.stringify(lhr.audits['errors-in-console']?.details).slice(0, 300)}`);
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      tbts.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN));
      console.log('done');
    }
    rows.push([page.name, page.what, scriptKb[page.name]!.toFixed(1), scores.join(', '), `${Math.min(...tbts)}–${Math.max(...tbts)}`]);
  }
  printMachine({ chromium: '/usr/bin/chromium', load: `Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU), ${runs} run${runs > 1 ? 's' : ''} a page${smoke ? ' (smoke)' : ''}` });
  printTable(['page', 'hydrated by', 'JS KB gzip', 'performance', 'TBT ms'], rows);
});
