import type { PageContextServer } from 'vike/types';
import { shareImageUrl } from '../../../../domain/arrival/front-door';
import type { ProfileData } from './+data';

/**
 * A profile's share image (og:image, issue 24): its main photo, which only an active profile others may see has (the
 * page answers 404 for any other). The pages under /members/@id (landers) set their own or get none from here.
 */
export default (pageContext: PageContextServer): string | null => {
  const data = pageContext.data as ProfileData | { kind?: undefined } | undefined;
  const image = data?.kind === 'teaser' ? data.teaser.main_image : data?.kind === 'profile' ? data.profile.main_image : null;
  const settings = pageContext.store?.settings.settings;
  return image && settings ? shareImageUrl(settings.domain, settings.cdn_prefix, image.filename) : null;
};
