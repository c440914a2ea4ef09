import type { PageContextServer } from 'vike/types';
import type { RegionsByCountry } from '../../components/settings/location-section';
import { servedRegions } from '../../stores/region-catalogue';

export interface SettingsData {
  /** Region names and their cities per country served, for the location selects. */
  readonly regions: RegionsByCountry;
}

export function data(pageContext: PageContextServer): SettingsData {
  return { regions: servedRegions(pageContext.services) };
}
