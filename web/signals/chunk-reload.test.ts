import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, isPageEntryFailure, watchChunkLoads, type ChunkWindow } from './chunk-reload';

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

  it('tells the failure of one of Vike\'s page entries from any other', () => {
    expect(isPageEntryFailure(new TypeError('Failed to fetch dynamically imported module: https://x.nl/assets/entries/web_pages_likes.Pwhi5f-L.js'))).toBe(true);
    expect(isPageEntryFailure(new TypeError('Failed to fetch dynamically imported module: https://x.nl/assets/chunks/chunk-U03wZDXa.js'))).toBe(false);
    expect(isPageEntryFailure(new Error('Unable to preload CSS for https://x.nl/assets/static/likes.css'))).toBe(false);
    expect(isPageEntryFailure(new TypeError('Importing a module script failed.'))).toBe(false);
  });
});

/** A tab on /members whose client router may be on its way to another page; its reloads and navigations counted. */
function tabOn(options: { goingTo?: string; offline?: boolean } = {}) {
  const listeners = new Map<string, (event: Event) => void>();
  const loads: string[] = [];
  const storage = memoryStorage();
  const clock = { now: 5_000_000 };
  const win: ChunkWindow = {
    sessionStorage: storage as unknown as Storage,
    navigator: { onLine: !options.offline },
    location: { href: 'https://x.nl/members', reload: () => void loads.push('reload'), assign: (url) => void loads.push(`assign ${url}`) },
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
  };
  const tab = { goingTo: options.goingTo };
  const stop = watchChunkLoads(win, { now: () => clock.now, pageUrl: () => tab.goingTo ?? '/members' });
  const preloadError = (payload?: unknown) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    listeners.get('vite:preloadError')!(event);
    return event;
  };
  const rejection = (reason: unknown) => {
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
    listeners.get('unhandledrejection')!(event);
    return event;
  };
  return { loads, storage, clock, tab, stop, listeners, preloadError, rejection };
}

const fetchFailed = (file: string) => new TypeError(`Failed to fetch dynamically imported module: https://x.nl/assets/${file}`);

describe('what a failed chunk load does to the tab (SPEC §8)', () => {
  it('reloads the page on a failed lazy part of it, cancelling Vite\'s error, once per 60 s', () => {
    const { loads, clock, preloadError, rejection, stop, listeners } = tabOn();
    const first = preloadError();
    expect(loads).toEqual(['reload']);
    expect(first.defaultPrevented).toBe(true);

    clock.now += 30_000;
    const again = rejection(fetchFailed('chunks/photo-gallery.js'));
    expect(loads).toEqual(['reload']);
    expect(again.defaultPrevented).toBe(false);

    clock.now += 31_000;
    expect(rejection(fetchFailed('chunks/photo-gallery.js')).defaultPrevented).toBe(true);
    expect(loads).toEqual(['reload', 'reload']);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('leaves an unhandled rejection that is no chunk load alone', () => {
    const { loads, rejection } = tabOn();
    expect(rejection(new Error('Cannot read properties of undefined')).defaultPrevented).toBe(false);
    expect(loads).toEqual([]);
  });

  it('takes the tab whole to the link being followed when a part of that page fails, once per 60 s', () => {
    const { loads, clock, storage, preloadError } = tabOn({ goingTo: '/likes' });
    // A script module's failure goes on to its importer: cancelled, the importer would be handed an empty module.
    expect(preloadError(fetchFailed('chunks/nl-likes.js')).defaultPrevented).toBe(false);
    expect(loads).toEqual(['assign https://x.nl/likes']);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('5000000');

    clock.now += 59_999;
    preloadError(new Error('Unable to preload CSS for https://x.nl/assets/static/likes.css'));
    expect(loads).toEqual(['assign https://x.nl/likes']);

    clock.now += 1;
    // The stylesheet's failure is cancelled: its module loaded, and the page is loaded whole anyway.
    expect(preloadError(new Error('Unable to preload CSS for https://x.nl/assets/static/likes.css')).defaultPrevented).toBe(true);
    expect(loads).toEqual(['assign https://x.nl/likes', 'assign https://x.nl/likes']);
  });

  it('leaves a failed page entry to Vike (its fallback loads the link whole) and neither cancels it nor reloads', () => {
    for (const goingTo of [undefined, '/likes']) {
      const { loads, storage, preloadError } = tabOn({ goingTo });
      const event = preloadError(fetchFailed('entries/web_pages_likes.Pwhi5f-L.js'));
      expect(event.defaultPrevented).toBe(false);
      expect(loads).toEqual([]);
      expect(storage.map.has(CHUNK_RELOAD_KEY)).toBe(false);
    }
  });

  it('reloads the page whose first render failed on its own page entry', () => {
    const { loads, rejection } = tabOn();
    expect(rejection(fetchFailed('entries/web_pages_members.Xy12.js')).defaultPrevented).toBe(true);
    expect(loads).toEqual(['reload']);
  });

  it('reloads nothing while the browser is offline: the page stays, and the part is asked for again when used', () => {
    const { loads, storage, preloadError, rejection } = tabOn({ offline: true });
    expect(rejection(fetchFailed('chunks/toast-stacks.js')).defaultPrevented).toBe(true);
    expect(preloadError(fetchFailed('chunks/photo-gallery.js')).defaultPrevented).toBe(false);
    expect(loads).toEqual([]);
    // Not counted: once online, a chunk that is really gone still reloads the page.
    expect(storage.map.has(CHUNK_RELOAD_KEY)).toBe(false);
  });
});
