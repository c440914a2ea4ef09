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

export interface ChunkWindow {
  readonly sessionStorage: Storage;
  readonly location: { reload(): void };
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/**
 * Vite's `vite:preloadError` (a lazy chunk or its CSS failed to load) and an unhandled rejection from a failed
 * dynamic import both reload the page once. Returns the stop function.
 */
export function watchChunkLoads(win: ChunkWindow, now: () => number = Date.now): () => void {
  const storage = (() => {
    try {
      return win.sessionStorage;
    } catch {
      return undefined;
    }
  })();
  const reload = (event: Event) => {
    if (!claimChunkReload(storage, now())) return;
    // Vite rethrows the preload error unless the event is cancelled; the reload takes over.
    event.preventDefault();
    win.location.reload();
  };
  const onPreloadError = (event: Event) => reload(event);
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reload(event);
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
