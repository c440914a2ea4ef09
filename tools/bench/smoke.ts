import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './target-process';

/**
 * `npm run bench:smoke`: every benchmark in smoke mode (a second per target on tiny data), one after the other, so a
 * benchmark that breaks fails CI, and so does a page over its JavaScript budget (bundle-report.ts: byte sizes do not
 * depend on load, so the smoke enforces them). All run even when one fails; the exit code is 1 if any failed. The first one that
 * needs the production build makes it when dist/ is missing (`flock /tmp/hartslag-build.lock npm run build`).
 */
const BENCHMARKS = ['user-endpoint.ts', 'chats-endpoint.ts', 'ssr-member-profile.ts', 'bundle-report.ts', 'search-members.ts', 'live-chat.ts', 'send-floor.ts', 'lighthouse.ts', 'stack-floor.ts', 'cold-start.ts'];

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url)), '--smoke'], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: 'inherit',
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const started = Date.now();
const results: { file: string; code: number; seconds: number }[] = [];
for (const file of BENCHMARKS) {
  console.log(`\n=== ${file} --smoke`);
  const begun = Date.now();
  const code = await run(file);
  results.push({ file, code, seconds: (Date.now() - begun) / 1000 });
}
console.log('\n=== benchmark smokes');
for (const { file, code, seconds } of results) console.log(`${code === 0 ? 'ok    ' : 'FAILED'}  ${file.padEnd(24)} ${seconds.toFixed(1)} s`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
