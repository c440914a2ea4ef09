import type { PageContext } from 'vike/types';

/** `/members/<id>/landing3` and `/members/<id>/landing3/<slug>` (SPEC §2, the slug optional). */
export default function route(pageContext: PageContext) {
  const match = /^\/members\/(\d{1,9})\/landing3(?:\/([^/]{1,120}))?$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { id: match[1]!, slug: match[2] ?? '' } } : false;
}
