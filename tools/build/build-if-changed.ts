import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRECOMPRESS_PENDING } from '../../bff/ssr/precompressed';
import { isBuildCurrent, sourceStamp, STAMP_FILE, writeStamp } from './build-stamp';
import { describePrecompressed, precompressClient } from './precompress';

export interface BuildIfChanged {
  readonly built: boolean;
  readonly ms: number;
  /**
   * After a build, the rest of it, which the server does not need to serve its pages: the brotli and gzip copies of
   * the browser's files, then the stamp (decision 0067). Until they are made the server sends the files themselves.
   * Resolves with what it printed; nothing to do when nothing was built.
   */
  finish(): Promise<string | undefined>;
}

/**
 * `npm start`'s build: the pages (`npm run build:pages`) only when dist/ is not a whole build of the sources as they
 * are now (no stamp, another stamp, or files missing); `finish` makes the precompressed copies and writes the stamp of
 * the sources as they were when the build started, so a file changed during the build makes the next start build
 * again, and so does a start stopped before its copies were made. A fresh clone has no dist/: it builds.
 */
export async function buildIfChanged(root: string, log: (line: string) => void = console.log): Promise<BuildIfChanged> {
  const started = performance.now();
  const stamp = sourceStamp(root);
  if (isBuildCurrent(root, stamp)) return { built: false, ms: performance.now() - started, finish: async () => undefined };
  log('The sources changed since the last build (or there is none): building…');
  rmSync(path.join(root, STAMP_FILE), { force: true });
  await new Promise<void>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build:pages'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    build.once('error', reject);
    build.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`npm run build:pages failed (${signal ?? `exit code ${code}`})`))));
  });
  const pending = path.join(root, PRECOMPRESS_PENDING);
  writeFileSync(pending, '');
  return {
    built: true,
    ms: performance.now() - started,
    async finish() {
      const made = await precompressClient(path.join(root, 'dist', 'client'));
      rmSync(pending, { force: true });
      writeStamp(root, stamp);
      return describePrecompressed(made);
    },
  };
}
