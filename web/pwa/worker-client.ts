import type { PageToWorker } from '../service-worker/messages';
import type { AppUpdate } from './app-update';

export const WORKER_PATH = '/sw.js';
/** How often an open tab asks whether a new build is out (besides each time it comes back into view). */
export const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/** The part of the browser this uses; a test gives fakes. */
export interface WorkerHost {
  readonly navigator: Navigator;
  readonly document: Pick<Document, 'readyState' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  addEventListener(type: 'load' | 'online', listener: () => void, options?: { once: boolean }): void;
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  setTimeout(callback: () => void, ms: number): unknown;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  readonly location: Pick<Location, 'reload'>;
}

/**
 * After the page has loaded and the browser is idle (never in the way of the first paint or the first tap,
 * decisions 0039 and 0047): resolves then.
 */
export function afterLoadAndIdle(host: WorkerHost): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (host.requestIdleCallback ? host.requestIdleCallback(() => resolve(), { timeout: 5000 }) : host.setTimeout(resolve, 1000));
    if (host.document.readyState === 'complete') idle();
    else host.addEventListener('load', idle, { once: true });
  });
}

/** Now when the browser is online, else when it is back: a worker's script cannot be fetched offline. */
function whenOnline(host: WorkerHost): Promise<void> {
  return new Promise((resolve) => {
    if (host.navigator.onLine !== false) resolve();
    else host.addEventListener('online', () => resolve(), { once: true });
  });
}

const tell = (worker: ServiceWorker | null | undefined, message: PageToWorker) => worker?.postMessage(message);

/**
 * Registers the service worker for every visitor, after load. A worker of a new build that installs while a worker
 * controls the tab waits: the update is offered (AppUpdate), and taken only on her word. Returns the stop function.
 */
export function registerWorker(host: WorkerHost, update: AppUpdate): () => void {
  const container = host.navigator.serviceWorker;
  if (!container) return () => undefined;
  let stopped = false;
  let interval: unknown;
  let onVisible: (() => void) | undefined;

  const offer = (waiting: ServiceWorker) => {
    update.offer(() => {
      // Reload once, when the new worker controls the tab: its files and the page's are one build again.
      container.addEventListener('controllerchange', () => host.location.reload(), { once: true });
      tell(waiting, { type: 'skip-waiting' });
    });
  };

  void afterLoadAndIdle(host).then(async () => {
    await whenOnline(host);
    if (stopped) return;
    let registration: ServiceWorkerRegistration;
    try {
      registration = await container.register(WORKER_PATH, { scope: '/', updateViaCache: 'none' });
    } catch {
      return; // No worker (private mode, a policy): the site works as before, without offline page or install.
    }
    // The first worker has nothing to replace: only a worker that waits beside a controlling one is an update.
    if (registration.waiting && container.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) offer(installing);
      });
    });
    // Offline the check would only fail (and the browser say so in the console): it waits for the next one.
    const check = () => {
      if (host.navigator.onLine !== false) void registration.update().catch(() => undefined);
    };
    interval = host.setInterval(check, UPDATE_CHECK_EVERY_MS);
    onVisible = () => {
      if (host.document.visibilityState === 'visible') check();
    };
    host.document.addEventListener('visibilitychange', onVisible);
  });

  return () => {
    stopped = true;
    host.clearInterval(interval);
    if (onVisible) host.document.removeEventListener('visibilitychange', onVisible);
  };
}
