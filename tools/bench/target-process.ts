import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Each server under test runs in its own Node process, so autocannon (in the parent) never shares an
 * event loop with it. The protocol is two IPC messages: the child sends `{ ready, url }`, the parent sends 'stop'.
 */
interface Ready {
  readonly type: 'ready';
  readonly url: string;
}

export interface Target {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Starts `tools/bench/<file>` under tsx and resolves once it listens. `cpuProfDir` adds --cpu-prof. */
export function launch(name: string, file: string, env: Record<string, string>, options: { cpuProfDir?: string } = {}): Promise<Target> {
  const execArgv = ['--import', 'tsx'];
  if (options.cpuProfDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`);
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    cwd: repoRoot,
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise<Target>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
    });
    child.on('message', (message: Ready) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ name, url: message.url, pid: child.pid!, stop: () => stopChild(child, exited) });
    });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.connected) child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The child side: start the server, report its URL, close it on 'stop' or when the parent goes away. */
export async function serveUntilStopped(start: () => Promise<{ url: string; close(): Promise<void> }>): Promise<void> {
  if (!process.send) throw new Error('run this through tools/bench/user-endpoint.ts');
  const server = await start();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('message', (message) => {
    if (message === 'stop') stop();
  });
  process.once('disconnect', stop);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.send({ type: 'ready', url: server.url } satisfies Ready);
}
