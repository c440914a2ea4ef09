import type { PageContext } from 'vike/types';
import type { ProfileData } from './+data';

export default (pageContext: PageContext) => {
  const data = pageContext.data as ProfileData | undefined;
  const name = data?.kind === 'teaser' ? data.teaser.name : (data?.profile.name ?? '');
  return `${name} · ${pageContext.store?.settings.settings.name ?? ''}`;
};
