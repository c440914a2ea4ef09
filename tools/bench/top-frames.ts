import { readFileSync } from 'node:fs';

/**
 * Summarises a .cpuprofile (from BENCH_CPU_PROF_DIR): the functions with the most self time, and self time
 * per package; with --inclusive, also the functions with the most total time (their own and their callees'),
 * as shares of the busy time (samples that are not idle, GC or "(program)"); with --buckets, the busy time split
 * by what a page request does (start-up, SQL, the store, renderToString, Vike, …: the first rule any frame of a
 * sample's stack matches wins).
 * Usage: node --import tsx tools/bench/top-frames.ts <file.cpuprofile> [count] [--inclusive] [--buckets]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const inclusive = args.includes('--inclusive');
const buckets = args.includes('--buckets');
const [file, countArg] = args.filter((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: node --import tsx tools/bench/top-frames.ts <file.cpuprofile> [count] [--inclusive] [--buckets]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const count = Number(countArg ?? 25);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  if (/\/dist\/(server|client)\//.test(url)) return 'app: dist/' + url.replace(/^.*?\/dist\//, '');
  if (url.includes('/work/') || url.startsWith('file:')) return 'app: ' + url.replace(/^.*?\/(adapters|bff|domain|tools|web)\//, '$1/');
  return url || '(native/vm)';
};
const label = (node: ProfileNode) => {
  const { callFrame } = node;
  return `${callFrame.functionName || '(anonymous)'}  ${where(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
};

const frames = new Map<string, number>();
const packages = new Map<string, number>();
let total = 0;
for (const [id, micros] of selfMicros) {
  const node = byId.get(id)!;
  total += micros;
  const place = where(node.callFrame.url);
  frames.set(label(node), (frames.get(label(node)) ?? 0) + micros);
  const group = place.startsWith('app: ') ? 'app' : place;
  packages.set(group, (packages.get(group) ?? 0) + micros);
}

const print = (title: string, entries: Map<string, number>, of: number, limit = count) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${((micros / of) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', packages, total);
print('self time by function', frames, total);

const NOT_BUSY = new Set(['(idle)', '(garbage collector)', '(program)']);
const stackOf = (id: number) => {
  const frames: ProfileNode['callFrame'][] = [];
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) frames.push(byId.get(at)!.callFrame);
  return frames;
};

if (inclusive) {
  const totals = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    if (NOT_BUSY.has(byId.get(id)!.callFrame.functionName)) continue;
    busy += micros;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at)!;
      if (node.callFrame.functionName === '(root)') continue;
      seen.add(label(node));
    }
    for (const name of seen) totals.set(name, (totals.get(name) ?? 0) + micros);
  }
  console.log(`\nbusy: ${(busy / 1e6).toFixed(1)} s (not idle, GC or "(program)")`);
  print('total time by function (self + callees), share of busy time', totals, busy);
}

/** In order: a sample goes to the first rule that any frame of its stack matches. */
const BUCKETS: [string, (name: string, url: string) => boolean][] = [
  ['start-up: loading and compiling modules', (f, u) => /^(import|require|wrapSafe|compileSourceTextModule|loadAndTranslate|evaluate|link|syncLink)$/.test(f) && (u === '' || u.startsWith('node:'))],
  ['SQL: knex, objection, pg (building, sending, parsing)', (_f, u) => /node_modules\/(knex|objection|pg|pg-protocol|pg-types|pg-pool|tarn|postgres-[a-z]+)\//.test(u)],
  ['page data into the HTML (Vike\'s JSON serializer)', (f, u) => f === 'getPageContextJsonScriptTag' || /json-serializer/.test(u)],
  ['the store from the snapshot (RootStore, mobx)', (f) => f === 'RootStore' || f === 'onCreatePageContext'],
  ['renderToString (React, styled-components, react-intl)', (f, u) => f === 'exports.renderToString' && /react-dom/.test(u)],
  ['vike-react (+Head, style tags, document)', (_f, u) => /node_modules\/vike-react\//.test(u)],
  ['Vike renderPage (routing, hooks, HTML assembly, streaming)', (_f, u) => /node_modules\/vike\//.test(u)],
  ['app: bff, adapters, domain (page services, presenters)', (_f, u) => /\/(bff|adapters|domain)\//.test(u) && !u.includes('node_modules')],
  ['express, router, helmet, pino-http, serve-static', (_f, u) => /node_modules\/(express|router|helmet|pino|pino-http|@pinojs\/[^/]+|serve-static|send|body-parser|finalhandler|on-finished)\//.test(u)],
  ['node http and sockets', (f, u) => /^node:(_http|net)/.test(u) || f === 'writev'],
];

if (buckets) {
  const totals = new Map<string, number>();
  let busy = 0;
  let gc = 0;
  for (const [id, micros] of selfMicros) {
    const name = byId.get(id)!.callFrame.functionName;
    if (name === '(garbage collector)') gc += micros;
    if (NOT_BUSY.has(name)) continue;
    busy += micros;
    const stack = stackOf(id);
    const bucket = BUCKETS.find(([, test]) => stack.some((frame) => test(frame.functionName, frame.url)))?.[0] ?? 'other';
    totals.set(bucket, (totals.get(bucket) ?? 0) + micros);
  }
  console.log(`\nbusy: ${(busy / 1e6).toFixed(1)} s, and ${(gc / 1e6).toFixed(1)} s garbage collection`);
  print('busy time by what it was spent on', totals, busy, Infinity);
}
