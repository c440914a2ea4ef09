import { cachesToClearOnLogout, isMemberDataPath, mayKeep, shellCacheName, staleCaches, strategyFor } from './cache-rules';

const ORIGIN = 'https://hartslag.example';
const SHELL = new Set(['/offline.html', '/assets/entries/entry-client-routing.abc.js', '/icons/icon-192.png']);
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('what the service worker does with a request (issue 23)', () => {
  it('never answers member data from a cache: the API, the live socket, photos, page data and pages', () => {
    for (const path of ['/api/chats.php', '/api/user.php', '/live', '/media/12/a.w240.webp', '/private-media/1-2-sig/3/a.jpg', '/members/12/index.pageContext.json']) {
      expect(strategyFor(get(path), ORIGIN, SHELL), path).toBe('network');
      expect(isMemberDataPath(path), path).toBe(true);
    }
    // A page is fetched every time and never kept; only its failure has an answer (the offline page).
    expect(strategyFor(get('/members/12', 'navigate'), ORIGIN, SHELL)).toBe('navigation');
    expect(strategyFor(get('/chats', 'navigate'), ORIGIN, SHELL)).toBe('navigation');
    // A navigation to the API (a link to logout.php, an export) is the network's alone.
    expect(strategyFor(get('/api/logout.php', 'navigate'), ORIGIN, SHELL)).toBe('network');
  });

  it('answers the shell from its precache and the hashed build files from the cache', () => {
    expect(strategyFor(get('/offline.html'), ORIGIN, SHELL)).toBe('shell');
    expect(strategyFor(get('/assets/entries/entry-client-routing.abc.js'), ORIGIN, SHELL)).toBe('shell');
    expect(strategyFor(get('/assets/chunks/chunk-x1.js'), ORIGIN, SHELL)).toBe('asset');
    // With a query it is not the build's file as built.
    expect(strategyFor(get('/assets/chunks/chunk-x1.js?v=2'), ORIGIN, SHELL)).toBe('network');
  });

  it('leaves alone what is not a GET of this site, and public files outside the shell', () => {
    expect(strategyFor({ method: 'POST', url: `${ORIGIN}/assets/x.js`, mode: 'cors' }, ORIGIN, SHELL)).toBe('network');
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example/assets/x.js', mode: 'cors' }, ORIGIN, SHELL)).toBe('network');
    expect(strategyFor(get('/gifts/rose.svg'), ORIGIN, SHELL)).toBe('network');
    expect(strategyFor(get('/manifest.webmanifest'), ORIGIN, SHELL)).toBe('network');
    expect(strategyFor({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN, SHELL)).toBe('network');
  });

  it('keeps only whole same-origin answers of build files that the server lets be kept', () => {
    const ok = { ok: true, type: 'basic', cacheControl: 'public, max-age=31536000, immutable' };
    expect(mayKeep('/assets/chunks/a.js', ok, SHELL)).toBe(true);
    expect(mayKeep('/offline.html', { ...ok, cacheControl: 'public, max-age=3600' }, SHELL)).toBe(true);
    expect(mayKeep('/assets/chunks/a.js', { ...ok, ok: false }, SHELL)).toBe(false);
    expect(mayKeep('/assets/chunks/a.js', { ...ok, type: 'opaque' }, SHELL)).toBe(false);
    expect(mayKeep('/assets/chunks/a.js', { ...ok, cacheControl: 'no-store' }, SHELL)).toBe(false);
    expect(mayKeep('/assets/chunks/a.js', { ...ok, cacheControl: 'private, max-age=60' }, SHELL)).toBe(false);
    expect(mayKeep('/api/chats.php', ok, SHELL)).toBe(false);
    expect(mayKeep('/media/1/a.jpg', ok, SHELL)).toBe(false);
    expect(mayKeep('/members', ok, SHELL)).toBe(false);
  });

  it('drops older builds’ caches when a new worker takes over, and all but the shell at logout', () => {
    const names = [shellCacheName('v1'), 'hartslag-assets-v1', shellCacheName('v2'), 'hartslag-assets-v2', 'someone-elses'];
    expect(staleCaches(names, 'v2')).toEqual([shellCacheName('v1'), 'hartslag-assets-v1']);
    expect(cachesToClearOnLogout(names)).toEqual(['hartslag-assets-v1', 'hartslag-assets-v2']);
  });
});
