import type { PageContext } from 'vike/types';
import { signalCount, withCountPrefix } from '../signals/title-count';
import { formatText } from './messages';
import type { MessageKey } from './message-key';

/**
 * A +title value: the page's name in the visitor's locale, then the site's name, after the count of unread messages
 * and new likes when there are any (SPEC §4: "(3) Berichten · Hartslag"; the browser keeps the count live).
 */
export const pageTitle = (key: MessageKey) => (pageContext: PageContext) => {
  const store = pageContext.store;
  const locale = store?.locale ?? 'nl';
  return withCountPrefix(`${formatText(locale, key)} · ${store?.settings.settings.name ?? ''}`, signalCount(store));
};
