import { makeAutoObservable } from 'mobx';
import type { ApiRegion } from '../../bff/contract/api-types';
import type { PageServices } from '../../bff/contract/page-services';
import type { Api } from '../api/endpoints';

export type Regions = Readonly<Record<string, readonly ApiRegion[]>>;

/** Region names and cities per country (GET /api/regions.php), for a signup form opened outside the signup page. */
export class RegionCatalogue {
  /** null until loaded; empty when they could not be loaded (the form then takes any city). */
  regions: Regions | null = null;
  private loading = false;

  constructor(private readonly endpoints: Pick<Api, 'regions'>) {
    makeAutoObservable<this, 'endpoints'>(this, { endpoints: false });
  }

  async load() {
    if (this.regions || this.loading) return;
    this.loading = true;
    const answer = await this.endpoints.regions().catch(() => false as const);
    this.loaded(answer && answer.ok ? answer.data.regions : {});
  }

  private loaded(regions: Regions) {
    this.regions = regions;
    this.loading = false;
  }
}

/** Server side (+data): the region names and cities of every country the site serves, for a page's selects. */
export function servedRegions(services: Pick<PageServices, 'settings' | 'regions'>): Regions {
  return Object.fromEntries(
    services.settings.countries.map((country) => [country, (services.regions[country] ?? []).map((r) => ({ name: r.name, cities: r.cities }))]),
  );
}
