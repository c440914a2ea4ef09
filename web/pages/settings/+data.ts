import type { PageContextServer } from 'vike/types';
import type { RegionsByCountry } from '../../components/settings/location-section';

export interface SettingsData {
  /** Region names and their cities per country served, for the location selects. */
  readonly regions: RegionsByCountry;
}

export function data(pageContext: PageContextServer): SettingsData {
  const { services } = pageContext;
  const regions: Record<string, Array<{ name: string; cities: readonly string[] }>> = {};
  for (const country of services.settings.countries) {
    regions[country] = (services.regions[country] ?? []).map((r) => ({ name: r.name, cities: r.cities }));
  }
  return { regions };
}
