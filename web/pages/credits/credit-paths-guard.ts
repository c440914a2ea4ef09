import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { localisedPath } from '../../../domain/locale/credit-paths';
import { memberOnly } from '../../navigation/member-only';
import { currentTabStore } from '../../stores/tab-store';

/**
 * The credit pages' guard: members only (anonymous visitors go to /login), and each page at the path of the member's
 * language (SPEC §2, decision 0064): /guthaben in German, /credits in Dutch. A path in another language's words
 * answers 302 to hers, its query kept: which path is hers depends on her cookie, so no redirect is permanent.
 */
export function creditPagesGuard(pageContext: PageContext) {
  memberOnly(pageContext);
  // The server's store is the request's; in the browser the tab's, made on the first page.
  const locale = typeof window === 'undefined' ? pageContext.store.locale : currentTabStore()?.locale;
  if (!locale) return;
  const path = pageContext.urlPathname;
  const hers = localisedPath(path, locale);
  if (hers !== path) throw redirect(hers + (pageContext.urlParsed.searchOriginal ?? ''));
}
