import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Each server under test runs in its own Node process, so autocannon (in the parent) never shares an
 * event loop with it. The protocol is a few IPC messages: the child sends `{ ready, url }`; the parent sends
 * 'stop', or asks for the SQL the child sends while it answers requests ('record-queries', then 'take-queries',
 * answered by `{ type: 'queries', queries }`): that is how a benchmark checks both servers make the same queries.
 * 'heap' is answered by `{ type: 'heap', heapUsed }`, after a full collection when the child runs with --expose-gc.
 */
interface Ready {
  readonly type: 'ready';
  readonly url: string;
}
interface Recording {
  readonly type: 'recording';
}
interface Queries {
  readonly type: 'queries';
  readonly queries: readonly string[] | null;
}
interface Heap {
  readonly type: 'heap';
  readonly heapUsed: number;
}
type ChildMessage = Ready | Recording | Queries | Heap;

export interface Target {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  /** From now on the child keeps the text of every SQL statement it sends. */
  recordQueries(): Promise<void>;
  /** The statements sent since recordQueries(), in order (null: the child cannot record); recording stops. */
  takeQueries(): Promise<readonly string[] | null>;
  /** The child's heap in use, in bytes, after a full collection (launch it with --expose-gc). */
  heapUsed(): Promise<number>;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** Adds --cpu-prof; the profile lands in this directory when the child stops. */
  readonly cpuProfDir?: string;
  /** Extra Node flags for the child. */
  readonly execArgv?: readonly string[];
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const REPLY_TIMEOUT_MS = 10_000;

/** Starts `tools/bench/<file>` under tsx and resolves once it listens. */
export function launch(name: string, file: string, env: Record<string, string>, options: LaunchOptions = {}): Promise<Target> {
  const execArgv = ['--import', 'tsx', ...(options.execArgv ?? [])];
  if (options.cpuProfDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`);
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    cwd: repoRoot,
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const reply = <T extends ChildMessage['type']>(type: T, send: unknown) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', listener);
        reject(new Error(`${name} did not answer ${String(send)} within ${REPLY_TIMEOUT_MS / 1000} s`));
      }, REPLY_TIMEOUT_MS);
      const listener = (message: ChildMessage) => {
        if (message?.type !== type) return;
        clearTimeout(timer);
        child.off('message', listener);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      child.on('message', listener);
      child.send(send as string);
    });

  return new Promise<Target>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
    });
    child.on('message', (message: ChildMessage) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve({
        name,
        url: message.url,
        pid: child.pid!,
        recordQueries: async () => {
          await reply('recording', 'record-queries');
        },
        takeQueries: async () => (await reply('queries', 'take-queries')).queries,
        heapUsed: async () => (await reply('heap', 'heap')).heapUsed,
        stop: () => stopChild(child, exited),
      });
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

export interface ServedTarget {
  readonly url: string;
  close(): Promise<void>;
  /** Called with a sink while the parent records queries, with undefined when it stops. Absent: cannot record. */
  onQuery?(sink: ((sql: string) => void) | undefined): void;
}

/** The child side: start the server, report its URL, close it on 'stop' or when the parent goes away. */
export async function serveUntilStopped(start: () => Promise<ServedTarget>): Promise<void> {
  if (!process.send) throw new Error('run this through one of the benchmarks in tools/bench (see its README)');
  const server = await start();
  let stopping = false;
  let recorded: string[] | undefined;
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
    else if (message === 'record-queries') {
      const sink: string[] = [];
      recorded = sink;
      server.onQuery?.((sql) => sink.push(sql));
      process.send!({ type: 'recording' } satisfies Recording);
    } else if (message === 'heap') {
      (globalThis as { gc?: () => void }).gc?.();
      process.send!({ type: 'heap', heapUsed: process.memoryUsage().heapUsed } satisfies Heap);
    } else if (message === 'take-queries') {
      server.onQuery?.(undefined);
      process.send!({ type: 'queries', queries: server.onQuery ? (recorded ?? []) : null } satisfies Queries);
      recorded = undefined;
    }
  });
  process.once('disconnect', stop);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.send({ type: 'ready', url: server.url } satisfies Ready);
}
