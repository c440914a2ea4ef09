import type { PageContextServer } from 'vike/types';
import { shareImageUrl } from '../../../domain/arrival/front-door';
import type { HomeData } from './+data';

/** The home page's share image (og:image): the newest member's photo the visitor may see; none when there is none. */
export default (pageContext: PageContextServer): string | null => {
  const first = (pageContext.data as HomeData | undefined)?.members[0]?.main_image;
  const settings = pageContext.store?.settings.settings;
  return first && settings ? shareImageUrl(settings.domain, settings.cdn_prefix, first.filename) : null;
};
