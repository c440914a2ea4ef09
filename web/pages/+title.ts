import type { PageContext } from 'vike/types';
import { signalCount, withCountPrefix } from '../signals/title-count';

export default (pageContext: PageContext) =>
  withCountPrefix(
    pageContext.store?.settings.settings.index_title ?? pageContext.snapshot?.settings.index_title ?? 'Hartslag',
    signalCount(pageContext.store),
  );
