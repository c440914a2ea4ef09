import type { PageContextServer } from 'vike/types';
import type { ApiPhoto, ApiRejectedPhoto } from '../../../bff/contract/profile-media-requests';
import type { RegionsByCountry } from '../../components/settings/location-section';
import { servedRegions } from '../../stores/region-catalogue';

export interface OwnProfileData {
  /** My photos in order, the main image first. */
  readonly photos: readonly ApiPhoto[];
  readonly regions: RegionsByCountry;
  /** My photos a moderator took down, with the reason (decision 0075). */
  readonly rejected: readonly ApiRejectedPhoto[];
}

export async function data(pageContext: PageContextServer): Promise<OwnProfileData> {
  const { services } = pageContext;
  const [photos, rejected] = await Promise.all([services.ownPhotos(), services.rejectedPhotos()]);
  return { photos, rejected, regions: servedRegions(services) };
}
