import { readFileSync } from 'node:fs';

/**
 * Summarises a .cpuprofile (from BENCH_CPU_PROF_DIR): the functions with the most self time, and self time
 * per package. Usage: node --import tsx tools/bench/top-frames.ts <file.cpuprofile> [count]
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

const [file, countArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node --import tsx tools/bench/top-frames.ts <file.cpuprofile> [count]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const count = Number(countArg ?? 25);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  if (url.includes('/work/') || url.startsWith('file:')) return 'app: ' + url.replace(/^.*?\/(adapters|bff|domain|tools)\//, '$1/');
  return url || '(native/vm)';
};

const frames = new Map<string, number>();
const packages = new Map<string, number>();
let total = 0;
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id)!;
  total += micros;
  const place = where(callFrame.url);
  const key = `${callFrame.functionName || '(anonymous)'}  ${place}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  frames.set(key, (frames.get(key) ?? 0) + micros);
  const group = place.startsWith('app: ') ? 'app' : place;
  packages.set(group, (packages.get(group) ?? 0) + micros);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', packages);
print('self time by function', frames);
