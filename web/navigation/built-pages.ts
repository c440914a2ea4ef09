import { STATIC_PAGES } from '../../domain/legal/static-pages';

/**
 * The pages of SPEC §2 that are built. A link to any other page is not shown (no dead ends): the issue that builds
 * a page adds it here, and the links to it appear. test/e2e/no-dead-ends.test.ts follows every link shown.
 */
const BUILT_PAGES = new Set<string>([
  '/',
  '/members',
  '/chats',
  '/likes',
  '/likes/received',
  '/likes/given',
  '/likes/matches',
  '/swipe-game',
  '/visitors',
  '/match-finder',
  '/signup-matches',
  '/complaints',
  '/settings',
  '/profile',
  '/login',
  '/signup',
  '/reset-password',
  '/complete-signup',
  '/account-deleted',
  '/activate/done',
  '/activate/error',
  '/credits',
  '/credits/repeat-order',
  '/transactions',
  '/premium',
  '/pricing',
  '/accessibility',
  '/directdebit',
]);

/** The pages under a built prefix that are built too (a profile, a conversation). */
const BUILT_PREFIXES = ['/members/', '/chats/', '/pages/', '/likes/m/', '/credits/', '/transactions/'];

/** Static pages (SPEC §2) that are written: /pages/<name>. */
const WRITTEN_STATIC_PAGES = new Set<string>(STATIC_PAGES.map((name) => `/pages/${name}`));

export function isBuilt(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  if (BUILT_PAGES.has(pathname)) return true;
  if (pathname.startsWith('/pages/')) return WRITTEN_STATIC_PAGES.has(pathname);
  return BUILT_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}
