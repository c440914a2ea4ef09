import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build stamp: a SHA-256 of every file the production build reads, written to `dist/build-stamp.json` after a
 * build that succeeded, so `npm start` builds only when a source changed since (decision 0051). What the build reads
 * follows from the dependency rule (.dependency-cruiser.cjs): web/ imports only web/, bff/contract/ and domain/, and
 * domain/ nothing outside itself; vite.config.ts reads web/i18n; the build's second step is tools/build/ with
 * bff/ssr/precompressed.ts; the packages are the lockfile's. Content, not modification times, so a fresh checkout of
 * the same sources matches and a file changed within one clock tick does not. `vite build` empties dist/ when it starts, so a
 * build that failed or was interrupted leaves no stamp.
 */
const INPUT_DIRECTORIES = ['web', 'domain', 'bff/contract', 'tools/build'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'bff/ssr/precompressed.ts'];
/** The environment the build reads (vite.config.ts): a profiling build is another build. */
const INPUT_ENVIRONMENT = ['BUILD_PROFILE'];
/** What a whole build leaves in dist/, besides the stamp. */
const BUILT_FILES = ['assets.json', 'server/entry.mjs', 'client/assets'];

export const STAMP_FILE = path.join('dist', 'build-stamp.json');

function filesUnder(root: string, directory: string): string[] {
  const full = path.join(root, directory);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** The sorted paths, relative to `root` with forward slashes, of every file the build reads. */
export function buildInputs(root: string): string[] {
  const files = [...INPUT_DIRECTORIES.flatMap((directory) => filesUnder(root, directory)), ...INPUT_FILES.filter((file) => existsSync(path.join(root, file)))];
  return [...new Set(files)].sort();
}

/** The hash of the build's inputs under `root`: each path and its bytes, and the build's environment. */
export function sourceStamp(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of INPUT_ENVIRONMENT) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

function writtenStamp(root: string): string | undefined {
  try {
    const { sources } = JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8')) as { sources?: unknown };
    return typeof sources === 'string' ? sources : undefined;
  } catch {
    return undefined;
  }
}

/** dist/ under `root` is a whole build of the sources as they are (`stamp`, computed now when not given). */
export function isBuildCurrent(root: string, stamp: string = sourceStamp(root)): boolean {
  return BUILT_FILES.every((file) => existsSync(path.join(root, 'dist', file))) && writtenStamp(root) === stamp;
}

/** After a build that succeeded: the stamp of the sources as they were when it started. */
export function writeStamp(root: string, stamp: string): void {
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ sources: stamp, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
