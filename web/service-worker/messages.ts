/** What a page tells its service worker (web/pwa/worker-client.ts → web/service-worker/sw.ts). */
export type PageToWorker =
  /** "Vernieuwen": the waiting worker of a new build takes over now; the page reloads when it has. */
  | { readonly type: 'skip-waiting' }
  /** The member logged out: nothing of her session stays in the worker's caches. */
  | { readonly type: 'logout' };

export function isPageToWorker(data: unknown): data is PageToWorker {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'skip-waiting' || type === 'logout';
}

/** What the build hands the worker (tools/build/service-worker.ts writes it before the worker's code). */
export interface WorkerBuild {
  /** Changes with every build whose shell or worker changed: a new worker, and a new version for the page to offer. */
  readonly version: string;
  /** Paths precached at install: the entry script and what it imports, the offline page, the notification icons. */
  readonly shell: readonly string[];
  /** The offline page's path in the shell. */
  readonly offlinePage: string;
  /** The offline page's Content-Security-Policy, with the hash of its one inline script. */
  readonly offlinePolicy: string;
}

/** The name of the global the build defines in front of the worker's code. */
export const WORKER_BUILD_GLOBAL = 'HARTSLAG_WORKER_BUILD';
