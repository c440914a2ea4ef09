import type { PageContext } from 'vike/types';
import type { ProfileData } from './+data';

export default (pageContext: PageContext) => {
  const data = pageContext.data as ProfileData | undefined;
  return `${data?.profile.name ?? ''} · ${pageContext.store?.settings.settings.name ?? ''}`;
};
