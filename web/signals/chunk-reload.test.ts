import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, watchChunkLoads, type ChunkWindow } from './chunk-reload';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('reloading after a failed chunk load (SPEC §8)', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimChunkReload(storage, 1_059_999)).toBe(false);
    expect(claimChunkReload(storage, 1_060_000)).toBe(true);
  });

  it('never reloads without storage to remember it in', () => {
    expect(claimChunkReload(undefined, 1)).toBe(false);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(claimChunkReload(throwing, 1)).toBe(false);
  });

  it('knows the browsers\' messages for a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads on vite:preloadError and on an unhandled failed import, once per 60 s', () => {
    const listeners = new Map<string, (event: Event) => void>();
    let reloads = 0;
    let now = 5_000_000;
    const win: ChunkWindow = {
      sessionStorage: memoryStorage() as unknown as Storage,
      location: { reload: () => void reloads++ },
      addEventListener: (type, listener) => void listeners.set(type, listener),
      removeEventListener: (type) => void listeners.delete(type),
    };
    const stop = watchChunkLoads(win, () => now);
    const preload = new Event('vite:preloadError', { cancelable: true });
    listeners.get('vite:preloadError')!(preload);
    expect(reloads).toBe(1);
    expect(preload.defaultPrevented).toBe(true);

    now += 30_000;
    const again = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: new TypeError('Failed to fetch dynamically imported module: x') });
    listeners.get('unhandledrejection')!(again);
    expect(reloads).toBe(1);
    expect(again.defaultPrevented).toBe(false);

    now += 31_000;
    listeners.get('unhandledrejection')!(again);
    expect(reloads).toBe(2);
    stop();
    expect(listeners.size).toBe(0);
  });
});
