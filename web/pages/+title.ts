import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  pageContext.store?.settings.settings.index_title ?? pageContext.snapshot?.settings.index_title ?? 'Hartslag';
