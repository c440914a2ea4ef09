/**
 * What the service worker does with a request (issue 23, decision 0058). Pure, so the rule that matters most is
 * tested on its own: member data is never kept on the device. Only the build's own files are kept: the app shell
 * (precached at install) and the hashed files under /assets/ (kept when first fetched; their names change with their
 * content). Pages, the API, the live socket, photos (public or behind signed links) and everything else go to the
 * network as if there were no worker.
 */
export type Strategy =
  /** A file of the app shell: from the precache, the network only if it is missing. */
  | 'shell'
  /** A hashed build file: from the cache, else fetched and kept. */
  | 'asset'
  /** A page: always from the network, never kept; the offline page when the network fails. */
  | 'navigation'
  /** Not the worker's business: the browser fetches it as without a worker. */
  | 'network';

export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  /** Request.mode: 'navigate' for a page load. */
  readonly mode: string;
}

/** The build's hashed files: their names change with their content, so a kept copy is never stale. */
export const ASSET_PREFIX = '/assets/';

/** Paths whose answers are, or may be, a member's data: never answered from or kept in a cache. */
const MEMBER_DATA = [/^\/api\//, /^\/live$/, /^\/media\//, /^\/private-media\//, /^\/dev\//, /^\/internal\//, /\.pageContext\.json$/];

export function isMemberDataPath(pathname: string): boolean {
  return MEMBER_DATA.some((pattern) => pattern.test(pathname));
}

export function strategyFor(request: RequestFacts, origin: string, shell: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  if (isMemberDataPath(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (url.search === '' && shell.has(url.pathname)) return 'shell';
  if (url.pathname.startsWith(ASSET_PREFIX) && url.search === '') return 'asset';
  return 'network';
}

export interface ResponseFacts {
  readonly ok: boolean;
  /** Response.type: 'basic' for a same-origin answer. */
  readonly type: string;
  readonly cacheControl: string | null;
}

/**
 * Whether an answer may be kept: a whole same-origin answer of a path the worker keeps, which the server did not
 * mark `no-store` or `private`. The second look behind strategyFor: a mistake in one still keeps no member data.
 */
export function mayKeep(pathname: string, response: ResponseFacts, shell: ReadonlySet<string>): boolean {
  if (!response.ok || response.type !== 'basic') return false;
  if (isMemberDataPath(pathname)) return false;
  if (response.cacheControl && /no-store|private/i.test(response.cacheControl)) return false;
  return shell.has(pathname) || pathname.startsWith(ASSET_PREFIX);
}

/** The worker's caches: the shell of one build, and the hashed files fetched since it was installed. */
export const CACHE_PREFIX = 'hartslag-';
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-${version}`;
export const assetCacheName = (version: string) => `${CACHE_PREFIX}assets-${version}`;

/** The caches to delete when a build's worker takes over: every cache of ours but this build's two. */
export function staleCaches(names: readonly string[], version: string): string[] {
  const keep = new Set([shellCacheName(version), assetCacheName(version)]);
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name));
}

/**
 * The caches to delete on logout: all of ours but the shell, which holds the build's files and the offline page,
 * nothing of any member. A member's device keeps nothing of her session once she logged out.
 */
export function cachesToClearOnLogout(names: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !name.startsWith(shellCacheName('')));
}
