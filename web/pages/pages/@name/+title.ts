import type { PageContext } from 'vike/types';
import { signalCount, withCountPrefix } from '../../../signals/title-count';
import type { StaticPageData } from './+data';

/** 'Algemene voorwaarden · Hartslag', after the count of unread messages and new likes when there are any. */
export default (pageContext: PageContext) => {
  const data = pageContext.data as StaticPageData | undefined;
  const site = pageContext.store?.settings.settings.name ?? '';
  return withCountPrefix(data ? `${data.content.title} · ${site}` : site, signalCount(pageContext.store));
};
