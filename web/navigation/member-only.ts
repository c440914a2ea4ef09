import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { currentTabStore } from '../stores/tab-store';

/** Member-only pages: anonymous visitors go to /login. On the server the bff's session decides; in the browser the tab's store. */
export function memberOnly(pageContext: PageContext) {
  const user = 'services' in pageContext && pageContext.services ? pageContext.services.user : currentTabStore()?.session.user;
  if (!user) throw redirect('/login');
}
