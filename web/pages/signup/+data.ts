import type { PageContextServer } from 'vike/types';
import { servedRegions, type Regions } from '../../stores/region-catalogue';

export interface SignupData {
  /** Region names and their cities per country, for the region select and the city suggestions. */
  readonly regions: Regions;
}

export function data(pageContext: PageContextServer): SignupData {
  return { regions: servedRegions(pageContext.services) };
}
