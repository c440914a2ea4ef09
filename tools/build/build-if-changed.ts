import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { isBuildCurrent, sourceStamp, STAMP_FILE, writeStamp } from './build-stamp';

/**
 * `npm start`'s build: `npm run build` only when dist/ is not a whole build of the sources as they are now (no stamp,
 * another stamp, or files missing), then the stamp of the sources as they were when the build started, so a file
 * changed during the build makes the next start build again. A fresh clone has no dist/: it builds.
 */
export async function buildIfChanged(root: string, log: (line: string) => void = console.log): Promise<{ built: boolean; ms: number }> {
  const started = performance.now();
  const stamp = sourceStamp(root);
  if (isBuildCurrent(root, stamp)) return { built: false, ms: performance.now() - started };
  log('The sources changed since the last build (or there is none): building…');
  rmSync(path.join(root, STAMP_FILE), { force: true });
  await new Promise<void>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    build.once('error', reject);
    build.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`))));
  });
  writeStamp(root, stamp);
  return { built: true, ms: performance.now() - started };
}
