/**
 * SPEC §8: a failed lazy chunk load reloads the page once, at most once per 60 s. The time of the last such reload is
 * kept in sessionStorage, so a chunk that is really gone (a deploy removed it) does not reload the tab in a loop.
 */
export const CHUNK_RELOAD_KEY = 'hartslag.chunkReloadAt';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Whether to reload now; when so, the time is remembered. No storage (private mode, blocked): never. */
export function claimChunkReload(storage: Storage | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|ChunkLoadError|Loading (CSS )?chunk/i;

/** The messages Chromium, Firefox and Safari give when a dynamic import() or its preload fails. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

/**
 * The message of a failed import() of one of Vike's page entries (the build puts them in assets/entries/). Safari's
 * message names no file: its failures are not told apart.
 */
export function isPageEntryFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : '';
  return /\/assets\/entries\/[^/\s]+\.js\b/.test(message) && isChunkLoadError(reason);
}

/** A script module that could not be fetched (not a stylesheet the module wanted beside it). */
const isModuleFetchFailure = (reason: unknown) => isChunkLoadError(reason) && !/Unable to preload CSS/i.test(reason instanceof Error ? reason.message : '');

export interface ChunkWindow {
  readonly sessionStorage: Storage;
  /** Offline, a failed chunk is the connection's doing: a reload would only show the browser's offline page. */
  readonly navigator?: { readonly onLine: boolean };
  readonly location: { readonly href: string; reload(): void; assign(url: string): void };
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface ChunkWatchOptions {
  /**
   * The address of the page the tab shows, or is going to during a client-side navigation (Vike's current
   * pageContext): a failure while a link is being followed takes the tab whole to that link, not back to where it was.
   */
  readonly pageUrl?: () => string | undefined;
  readonly now?: () => number;
}

/**
 * A lazy chunk or its stylesheet that failed to load (Vite's `vite:preloadError`) loads the page again whole, once
 * per 60 s: the page the tab was going to when a link was being followed, else the page it is on. An unhandled
 * rejection of a failed import (a failed first render) reloads the page the same way. Returns the stop function.
 *
 * Vike's own page entries are left to Vike: a failed one on a click loads the link's page whole (its fallback to
 * server routing), on a hover it makes the next click do so, on the first render it rejects (the reload here). Their
 * failure is never cancelled, nor is any script module's: a cancelled failure hands its importer an empty module, and
 * Vike then reports "[vike][Bug]". A stylesheet's failure is cancelled, as its module itself loaded.
 */
export function watchChunkLoads(win: ChunkWindow, options: ChunkWatchOptions = {}): () => void {
  const now = options.now ?? Date.now;
  const storage = (() => {
    try {
      return win.sessionStorage;
    } catch {
      return undefined;
    }
  })();
  const loadAgain = () => {
    const target = options.pageUrl?.();
    const here = new URL(win.location.href);
    const there = target ? new URL(target, here) : here;
    if (there.href === here.href) win.location.reload();
    else win.location.assign(there.href);
  };
  // Offline (issue 23): no reload, which would swap the page she is on for an error page and lose what she typed. A
  // lazy part tries again when next used (web/components/lazy-part.tsx); the connection banner says what is wrong.
  const offline = () => win.navigator?.onLine === false;
  const onPreloadError = (event: Event) => {
    const reason = (event as Event & { payload?: unknown }).payload;
    if (isPageEntryFailure(reason) || offline()) return;
    if (!claimChunkReload(storage, now())) return;
    if (!isModuleFetchFailure(reason)) event.preventDefault();
    loadAgain();
  };
  const onRejection = (event: Event) => {
    if (!isChunkLoadError((event as PromiseRejectionEvent).reason)) return;
    if (offline()) {
      event.preventDefault();
      return;
    }
    if (!claimChunkReload(storage, now())) return;
    // Reported already by the reload: not as an uncaught error.
    event.preventDefault();
    loadAgain();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
