/**
 * The Hartslag service worker (issue 23, decision 0058), built by tools/build/service-worker.ts into /sw.js with the
 * build's shell list in front of it. It precaches the app shell, answers the build's hashed files from the cache,
 * shows the offline page when a page cannot load, keeps nothing of any member (cache-rules.ts), waits to take over
 * until the page says so ("Vernieuwen"), and shows web pushes (push-display.ts).
 */
import { ASSET_PREFIX, assetCacheName, cachesToClearOnLogout, mayKeep, shellCacheName, staleCaches, strategyFor } from './cache-rules';
import { isPageToWorker, type WorkerBuild } from './messages';
import { notificationFor, windowToFocus, worthShowing } from './push-display';

// The parts of the service worker's global scope used here (the project's TypeScript has the DOM's types, not the
// worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration & { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  readonly navigator: Navigator & { setAppBadge?(count?: number): Promise<void>; clearAppBadge?(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

declare const HARTSLAG_WORKER_BUILD: WorkerBuild;
const scope = self as unknown as WorkerScope;
const build = HARTSLAG_WORKER_BUILD;
const shell = new Set(build.shell);
const SHELL = shellCacheName(build.version);
const ASSETS = assetCacheName(build.version);

scope.addEventListener('install', (event) => {
  // The shell of this build, whole or not at all (addAll fails on any missing file). No skipWaiting: a worker of a new
  // build waits until the page says "Vernieuwen", so a tab never changes under her while she types.
  // The hashed files come from the HTTP cache, where the page has just put them; the others are asked again.
  const requests = build.shell.map((path) => new Request(path, { cache: path.startsWith(ASSET_PREFIX) ? 'default' : 'no-cache', credentials: 'omit' }));
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(requests)));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), build.version).map((name) => caches.delete(name)));
      // A page load asks the network while the worker starts, not after (first paint is no later with the worker).
      await scope.registration.navigationPreload?.enable().catch(() => undefined);
      // No clients.claim(): a page loaded before the worker keeps fetching without it; the worker answers the next
      // page load (a navigation goes to it whatever page it leaves), so no page changes hands halfway. A later
      // worker takes over only after skip-waiting.
    })(),
  );
});

async function offlinePage(): Promise<Response> {
  const cached = await caches.match(build.offlinePage, { cacheName: SHELL, ignoreVary: true });
  const body = cached ? await cached.text() : '<!doctype html><html lang="nl"><title>Je bent offline</title><h1>Je bent offline</h1>';
  return new Response(body, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': build.offlinePolicy, 'Cache-Control': 'no-store' },
  });
}

async function navigation(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return offlinePage();
  }
}

async function fromCache(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  // ignoreVary: the build's files vary by Accept-Encoding, which a page's request never shows the worker.
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  const { pathname } = new URL(request.url);
  if (mayKeep(pathname, { ok: response.ok, type: response.type, cacheControl: response.headers.get('Cache-Control') }, shell)) {
    await cache.put(request, response.clone());
  }
  return response;
}

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, scope.location.origin, shell);
  if (strategy === 'navigation') event.respondWith(navigation(event));
  else if (strategy === 'shell') event.respondWith(fromCache(event.request, SHELL));
  else if (strategy === 'asset') event.respondWith(fromCache(event.request, ASSETS));
  // 'network': no answer from the worker; the browser fetches as if there were none.
});

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (!isPageToWorker(message)) return;
  if (message.type === 'skip-waiting') event.waitUntil(scope.skipWaiting());
  else if (message.type === 'logout') {
    event.waitUntil(
      (async () => {
        await Promise.all(cachesToClearOnLogout(await caches.keys()).map((name) => caches.delete(name)));
        await scope.navigator.clearAppBadge?.().catch(() => undefined);
      })(),
    );
  }
});

scope.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = event.data?.text() ?? '';
  }
  const shown = notificationFor(data);
  const show = async () => {
    const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (worthShowing(windows, scope.location.origin, shown.options.data.url)) await scope.registration.showNotification(shown.title, shown.options as NotificationOptions);
  };
  event.waitUntil(
    Promise.all([
      show(),
      // SPEC §1 and §8: the badge where the platform has one; a failure is ignored.
      shown.appBadge === null
        ? Promise.resolve()
        : (shown.appBadge > 0 ? scope.navigator.setAppBadge?.(shown.appBadge) : scope.navigator.clearAppBadge?.())?.catch(() => undefined),
    ]),
  );
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windowToFocus(windows, scope.location.origin, path);
      if (open) {
        const focused = await open.focus();
        if (focused.url !== `${scope.location.origin}${path}`) await focused.navigate(path).catch(() => scope.clients.openWindow(path));
        return;
      }
      await scope.clients.openWindow(path);
    })(),
  );
});
