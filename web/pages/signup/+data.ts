import type { PageContextServer } from 'vike/types';

export interface SignupData {
  /** Region names and their cities per country, for the region select and the city suggestions. */
  readonly regions: Readonly<Record<string, ReadonlyArray<{ name: string; cities: readonly string[] }>>>;
}

export function data(pageContext: PageContextServer): SignupData {
  const { services } = pageContext;
  const regions: Record<string, Array<{ name: string; cities: readonly string[] }>> = {};
  for (const country of services.settings.countries) {
    regions[country] = (services.regions[country] ?? []).map((r) => ({ name: r.name, cities: r.cities }));
  }
  return { regions };
}
