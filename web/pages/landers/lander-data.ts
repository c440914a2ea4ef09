import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { recordIdFrom } from '../../../bff/contract/fields';
import { readLanderSlug, type Niche, type SlugPlace } from '../../../domain/landing/lander-slug';
import { KNOWN_LOCALES } from '../../../domain/profiles/language';
import { faceOf, type LanderData, type LanderFace, type LanderPlace, type MemberLanderData } from '../../components/landers/lander-face';

/** Enough faces for the fullest lander (the collage and the gallery); a lander shows fewer where it needs fewer. */
const FACES = 24;

/** The cities of the site's region data, for the slug's city. */
function placesOf(pageContext: PageContextServer): SlugPlace[] {
  const { regions, settings } = pageContext.services;
  return settings.countries.flatMap((country) => (regions[country] ?? []).flatMap((region) => region.cities.map((city) => ({ country, region: region.name, city }))));
}

/** The slug's city, when it names a known one (decision 0061); any other slug lands on the country-wide page. */
export function placeOfSlug(pageContext: PageContextServer, slug: string | undefined): LanderPlace | null {
  const niche = pageContext.services.settings.niche as Niche;
  return readLanderSlug(slug, niche, placesOf(pageContext), KNOWN_LOCALES).place;
}

/** A photo's absolute URL for og:image: the cdn prefix may be a path of this site. */
export function absoluteImageUrl(pageContext: PageContextServer, file: string): string {
  const path = pageContext.services.settings.cdn_prefix + file;
  if (/^https?:\/\//.test(path)) return path;
  const host = pageContext.headers?.host ?? pageContext.services.settings.domain;
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  return `${local ? 'http' : 'https'}://${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Profiles the visitor may see (SPEC §6: `logged_out_search`, or `logged_out_search_trafficsource` for a visitor from
 * an ad), those of the slug's region first and of its city before them; none when visitors may not see profiles.
 */
export async function visibleFaces(pageContext: PageContextServer, place: LanderPlace | null, except?: number): Promise<LanderFace[]> {
  const { services } = pageContext;
  if (!services.mayBrowseMembers) return [];
  const search = (query: { country?: string; countryregion?: string }) => services.search({ page: 1, ...query }).then((page) => page.profiles, () => [] as readonly ApiProfile[]);
  const near = place ? await search({ country: place.country, countryregion: place.region }) : [];
  const rest = near.length < FACES ? await search({}) : [];
  const seen = new Set<number>(except === undefined ? [] : [except]);
  const profiles = [...near, ...rest].filter((profile) => !seen.has(profile.id) && Boolean(seen.add(profile.id)));
  // With a photo first, then the slug's city first; otherwise the search's order.
  const rank = (profile: ApiProfile) => (profile.main_image ? 0 : 2) + (place && profile.city === place.city ? 0 : 1);
  return profiles
    .map((profile, index) => ({ profile, index }))
    .sort((a, b) => rank(a.profile) - rank(b.profile) || a.index - b.index)
    .slice(0, FACES)
    .map(({ profile }) => faceOf(profile));
}

/** What every lander under /landers gets: its city, its faces and its share image. */
export async function landerData(pageContext: PageContextServer, slug: string | undefined): Promise<LanderData> {
  const place = placeOfSlug(pageContext, slug);
  const faces = await visibleFaces(pageContext, place);
  const photo = faces.find((face) => face.photo)?.photo;
  return { place, faces, shareImage: photo ? absoluteImageUrl(pageContext, photo.file) : null };
}

/**
 * A member's lander (/members/@id/landing…, /members/@id/signup): her teaser, shown whatever the search settings as
 * her profile's teaser is (issue 9), and around it others the visitor may see. 404 for a profile that is hidden.
 */
export async function memberLanderData(pageContext: PageContextServer, slug: string | undefined): Promise<MemberLanderData> {
  const id = recordIdFrom(pageContext.routeParams.id);
  if (id === undefined) throw render(404);
  const teaser = await pageContext.services.profileTeaser(id);
  if (!teaser) throw render(404);
  const place = placeOfSlug(pageContext, slug);
  const member = faceOf(teaser);
  const faces = await visibleFaces(pageContext, place ?? { country: teaser.country, region: teaser.region, city: teaser.city }, id);
  return { member, place, faces: faces.slice(0, 12), shareImage: member.photo ? absoluteImageUrl(pageContext, member.photo.file) : null };
}
