import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchFailure, BUILD_LOCK, printMachine, printTable, runBenchmark, smoke } from './common';
import { repoRoot } from './target-process';
import { buildInputs, isBuildCurrent, sourceStamp, writeStamp } from '../build/build-stamp';

/**
 * `npm run bench:cold-start`: the README's `npm ci && npm start` on an empty DATA_DIR, timed from the spawn of
 * `npm start` to the first `GET /` answered 200. It runs in a copy of the working tree in a temporary directory (its
 * node_modules a link to the repository's, as after `npm ci`), so the build it makes never touches the repository's
 * dist/, and every start gets a fresh empty DATA_DIR there: the embedded database is made, migrated and seeded with the
 * demo members (it then waits for the demo photos `npm start` draws after it listens, timed too, and checks that a
 * member card's photo copy, left to its first request, is served). Two cases:
 *   - build: no dist/ and no build stamp, as on a fresh clone: `npm start` builds first;
 *   - no build: the build stamp matches the sources (a second `npm start` after the first): it starts at once.
 * BENCH_COLD_RUNS (1; smoke 1) repeats both. Smoke: the no-build case only, on a copy of the repository's dist/ when it
 * is current (stamped, or built after every file the build reads: `npm run build` writes no stamp); else it builds once
 * in the copy first, timed as the build case. BENCH_COLD_REF=<commit> starts that commit instead of the working tree
 * (a before figure; its start may build every time). Nothing is left behind: the
 * copy, its data directories and every process it started are removed or stopped. See tools/bench/README.md.
 */
const EXCLUDED = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'screenshots']);
const START_TIMEOUT_MS = 240_000;
const POLL_MS = 50;
const REMAINING_PHOTOS = /\] rendered the remaining \d+ photos/;
const runs = Number(process.env.BENCH_COLD_RUNS ?? 1);
/** BENCH_COLD_REF=<commit>: start that commit's sources (git archive) instead of the working tree's, for a before figure. */
const ref = process.env.BENCH_COLD_REF || undefined;

interface ColdStart {
  readonly case: 'build' | 'no build';
  /** From spawning `npm start` to the first 200 on `GET /`. */
  readonly firstPageMs: number;
  /** CPU time (user + system) of `npm start` and every process it started, until it was stopped: less moved by load. */
  readonly cpuMs: number;
  /**
   * From spawning `npm start` to its "[x s] rendered the remaining N photos" (the demo photos it draws after it
   * listens, decision 0051); undefined when it drew all of them before.
   */
  readonly allPhotosMs?: number;
  /** What the server printed: "Ready in 4.2 s at …", from its own process start. */
  readonly printedReady: string;
  /** The steps `npm start` timed ("[3.1 s] the database is open"), for where the time went. */
  readonly steps: readonly string[];
  readonly built: boolean;
}

/** dist/ is stamped current, or was built (dist/assets.json written) after the last change to any file the build reads. */
function builtAfterItsSources(root: string): boolean {
  if (isBuildCurrent(root)) return true;
  const manifest = path.join(root, 'dist', 'assets.json');
  if (!existsSync(manifest) || !existsSync(path.join(root, 'dist', 'server', 'entry.mjs'))) return false;
  const builtAt = statSync(manifest).mtimeMs;
  return buildInputs(root).every((file) => statSync(path.join(root, file)).mtimeMs < builtAt);
}

/** The child's environment: the defaults of `npm start` (development, embedded PGlite, in-memory events, demo seed). */
function startEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'MEDIA_DIR', 'PRIVATE_MEDIA_DIR', 'SEED_DEMO', 'DOMAINS', 'LOG_LEVEL', 'BENCH_SMOKE', 'BUILD_PROFILE']) {
    delete env[name];
  }
  return { ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
}

/**
 * CPU time (user + system, with their waited-for children's) of `pid` and every live process under it, from
 * /proc/<pid>/stat (Linux; NaN elsewhere). Taken before stopping, so a child that outlives its parent is counted.
 */
function treeCpuMs(pid: number): number {
  try {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          // After "pid (comm) ": state, ppid, …; utime, stime, cutime, cstime are fields 14–17 (1-based), in 1/100 s.
          const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
          return [{ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) }];
        } catch {
          return [];
        }
      });
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const stat of stats) if (tree.has(stat.ppid) && !tree.has(stat.pid)) grew = Boolean(tree.add(stat.pid));
    }
    return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks * 10, 0);
  } catch {
    return Number.NaN;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // npm and the node it starts are one process group (detached): both get the signal.
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(timer));
}

async function firstPage(url: string, deadline: number): Promise<void> {
  for (;;) {
    const status = await fetch(url, { redirect: 'manual' }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new BenchFailure(`GET ${url} answered ${status || 'nothing'} until the timeout`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A demo member's card photo (a thumbnail's WebP copy, which npm start leaves to its first request) is served. */
async function aCopyOnRequest(url: string, dataDir: string): Promise<void> {
  const thumbnail = readdirSync(path.join(dataDir, 'media', 'avatars')).find((file) => file.endsWith('-thumb.jpg'));
  if (!thumbnail) throw new BenchFailure(`no avatar thumbnail in ${dataDir}/media/avatars`);
  const copy = `${url}/media/avatars/${thumbnail.replace(/\.jpg$/, '.w240.webp')}`;
  const response = await fetch(copy);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || response.headers.get('content-type') !== 'image/webp' || body.length === 0) {
    throw new BenchFailure(`GET ${copy} answered ${response.status} ${response.headers.get('content-type')} (${body.length} bytes)`);
  }
}

/** One `npm start` in `app` on a new empty data directory, until `GET /` answers 200; then stopped. */
async function coldStart(app: string, label: ColdStart['case'], onCleanup: (step: () => Promise<void>) => void): Promise<ColdStart> {
  const dataDir = mkdtempSync(path.join(app, 'data-'));
  const spawned = performance.now();
  const child = spawn('npm', ['start'], { cwd: app, env: startEnvironment(dataDir), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  onCleanup(() => stop(child));
  let output = '';
  let allPhotosAt: number | undefined;
  const urlSeen = new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (allPhotosAt === undefined && REMAINING_PHOTOS.test(output)) allPhotosAt = performance.now();
      const ready = /Ready in [\d.]+ s at (http:\/\/\S+)/.exec(output) ?? /listening on (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => reject(new BenchFailure(`npm start exited (code ${code}) before it listened:\n${output.slice(-4000)}`)));
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new BenchFailure(`npm start did not listen within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`)), START_TIMEOUT_MS).unref(),
  );
  const url = await Promise.race([urlSeen, timeout]);
  await firstPage(`${url}/`, deadline);
  const firstPageMs = performance.now() - spawned;
  const cpuMs = treeCpuMs(child.pid!);
  // The photos left for after the start: waited for, then a card's photo is asked for (any of them, drawn by then).
  const laterPhotos = /\(\d+ photos later\)/.test(output);
  while (laterPhotos && allPhotosAt === undefined) {
    if (child.exitCode !== null || Date.now() > deadline) throw new BenchFailure(`npm start did not render the remaining photos:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // A build's precompressed copies, made after it listens (decision 0067): waited for, and the stamp written after them.
  const builtPages = /\] built the pages in /.test(output);
  while (builtPages && !/precompressed \d+ files of dist\/client/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new BenchFailure(`npm start did not make the precompressed copies:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (builtPages && !isBuildCurrent(app)) throw new BenchFailure('npm start built the pages but wrote no build stamp after its precompressed copies');
  if (/members' photos failed/.test(output)) throw new BenchFailure(`npm start failed to render some demo photos:\n${output.slice(-4000)}`);
  await aCopyOnRequest(url, dataDir);
  await stop(child);
  if (!/demo@hartslag\.example/.test(output)) throw new BenchFailure(`npm start did not seed the demo members:\n${output.slice(-4000)}`);
  rmSync(dataDir, { recursive: true, force: true });
  const printedReady = /Ready in [\d.]+ s/.exec(output)?.[0] ?? '(not printed)';
  const built = builtPages;
  if (!ref && (label === 'build') !== built) throw new BenchFailure(`npm start ${built ? 'built' : 'did not build'} in the ${label} case:\n${output.slice(-4000)}`);
  const steps = output.split('\n').filter((line) => /^\[[\d.]+ s\] /.test(line) || /^Ready in /.test(line));
  return { case: label, firstPageMs, allPhotosMs: allPhotosAt === undefined ? undefined : allPhotosAt - spawned, cpuMs, printedReady, built, steps };
}

runBenchmark(async (onCleanup) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hartslag-cold-'));
  onCleanup(() => rmSync(root, { recursive: true, force: true }));
  const app = path.join(root, 'app');
  mkdirSync(app);
  if (ref) execSync(`git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(app)}`, { cwd: repoRoot });
  else cpSync(repoRoot, app, { recursive: true, filter: (source) => !EXCLUDED.has(path.relative(repoRoot, source)) });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(app, 'node_modules'), 'dir');

  const results: ColdStart[] = [];
  if (smoke && !ref && builtAfterItsSources(repoRoot)) {
    // The repository's build is current: a copy of it (under a shared lock: a build someone runs waits) is current in
    // the copy. `npm run build` (CI) writes no stamp: a build newer than every file it reads is taken as current here.
    execFileSync('flock', ['-s', BUILD_LOCK, 'cp', '-a', path.join(repoRoot, 'dist'), path.join(app, 'dist')]);
    if (!isBuildCurrent(app)) writeStamp(app, sourceStamp(app));
  }
  for (let run = 0; run < (smoke ? 1 : runs); run++) {
    if (!smoke || !existsSync(path.join(app, 'dist'))) {
      rmSync(path.join(app, 'dist'), { recursive: true, force: true });
      results.push(await coldStart(app, 'build', onCleanup));
    }
    results.push(await coldStart(app, 'no build', onCleanup));
  }

  printMachine({
    what: `npm start in a copy of ${ref ? `commit ${ref}` : 'the working tree'}, empty DATA_DIR (PGlite), demo seed, until GET / answers 200${smoke ? ' (smoke)' : ''}`,
    load: `${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} (1 / 5 / 15 min)`, lock: `none (the copy builds its own dist/; ${BUILD_LOCK} only to copy a current one)` });
  printTable(
    ['case', 'built', 'to the first page s', 'CPU s', 'the server printed', 'every photo drawn s'],
    results.map((r) => [r.case, r.built ? 'yes' : 'no', (r.firstPageMs / 1000).toFixed(1), (r.cpuMs / 1000).toFixed(1), r.printedReady, r.allPhotosMs === undefined ? 'before ready' : (r.allPhotosMs / 1000).toFixed(1)]),
  );
  for (const r of results) console.log(`${r.case}, as npm start timed it:\n${r.steps.map((line) => `  ${line}`).join('\n')}\n`);
});
