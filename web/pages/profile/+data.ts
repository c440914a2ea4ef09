import type { PageContextServer } from 'vike/types';
import type { ApiPhoto } from '../../../bff/contract/profile-media-requests';
import type { RegionsByCountry } from '../../components/settings/location-section';
import { servedRegions } from '../../stores/region-catalogue';

export interface OwnProfileData {
  /** My photos in order, the main image first. */
  readonly photos: readonly ApiPhoto[];
  readonly regions: RegionsByCountry;
}

export async function data(pageContext: PageContextServer): Promise<OwnProfileData> {
  const { services } = pageContext;
  return { photos: await services.ownPhotos(), regions: servedRegions(services) };
}
