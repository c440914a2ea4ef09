import type { PageContext } from 'vike/types';
import { isLikesTab } from './likes-tab';

/** `/likes` (received) and `/likes/received|given|matches`; `/likes/m/@id` is the profile screen, another page. */
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname;
  if (path === '/likes') return { routeParams: { tab: 'received' } };
  const match = /^\/likes\/([a-z]+)$/.exec(path);
  if (match && isLikesTab(match[1]!)) return { routeParams: { tab: match[1]! } };
  return false;
}
