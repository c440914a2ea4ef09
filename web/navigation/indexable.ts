/**
 * The pages a search engine may index: the public ones (decision 0037). Every other page says `noindex` to a visitor,
 * the only kind of reader a crawler is; robots.txt does not shut them out, since a crawler that may not fetch a page
 * never sees its noindex and may index its address from links alone.
 */
const INDEXABLE = new Set(['/', '/signup', '/login', '/pricing', '/complaints']);
const INDEXABLE_PREFIXES = ['/pages/'];

export function isIndexable(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return INDEXABLE.has(pathname) || INDEXABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}

/** What a page tells robots: nothing to a member (no crawler logs in), `noindex` to a visitor on a page not public. */
export function robotsDirective(path: string, visitor: boolean, errorPage: boolean): 'noindex' | undefined {
  if (errorPage) return 'noindex';
  return visitor && !isIndexable(path) ? 'noindex' : undefined;
}
