import type { PromoTileSetting, SiteSettings } from '../settings/site-settings';

/**
 * SPEC §9 "marketing text claims 46%" (decision 0063): the claim is shown only with its source (setting
 * `marketing_claim_source`), never a bare number; null when it may not show.
 */
export function marketingClaim(settings: Pick<SiteSettings, 'marketing_claim_percentage' | 'marketing_claim_source'>): { percentage: number; source: string } | null {
  const source = settings.marketing_claim_source.trim();
  const percentage = settings.marketing_claim_percentage;
  if (source === '' || !Number.isFinite(percentage) || percentage <= 0 || percentage > 100) return null;
  return { percentage, source };
}

const isHttps = (url: string): boolean => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * SPEC §2 promo tiles of types cam and resell (setting `promo_tiles`): a tile shows with a title and an https link
 * (no dead end, no `javascript:`); a resell tile only when `member_resell` is on. Its image only when https too.
 */
export function promoTilesShown(settings: Pick<SiteSettings, 'promo_tiles' | 'member_resell'>): PromoTileSetting[] {
  const tiles = Array.isArray(settings.promo_tiles) ? settings.promo_tiles : [];
  return tiles
    .filter((tile) => (tile.type === 'cam' || (tile.type === 'resell' && settings.member_resell === true)) && typeof tile.title === 'string' && tile.title.trim() !== '' && isHttps(tile.url))
    .map((tile) => ({ ...tile, image: typeof tile.image === 'string' && isHttps(tile.image) ? tile.image : '' }));
}

/** Honest social proof: how many profiles a visitor can browse, as the search counted them ("about" when estimated). */
export interface MemberFigures {
  readonly profiles: number;
  readonly estimated: boolean;
  /** Of the profiles on the page, how many are online now (their live connection). */
  readonly onlineShown: number;
}

/** The share image (og:image) of a page: an absolute URL on the site's own domain, for a path of it. */
export function shareImageUrl(domain: string, cdnPrefix: string, file: string): string {
  const path = `${cdnPrefix}${file}`;
  if (/^https:\/\//.test(path)) return path;
  return `https://${domain}${path.startsWith('/') ? '' : '/'}${path}`;
}
