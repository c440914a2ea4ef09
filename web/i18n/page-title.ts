import type { PageContext } from 'vike/types';
import { catalogs } from './locale';
import type { MessageKey } from './nl';

/** A +title value: the page's name in the visitor's locale, then the site's name. */
export const pageTitle = (key: MessageKey) => (pageContext: PageContext) => {
  const store = pageContext.store;
  const locale = store?.locale ?? 'nl';
  return `${catalogs[locale][key]} · ${store?.settings.settings.name ?? ''}`;
};
