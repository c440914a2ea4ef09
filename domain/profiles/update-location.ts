import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { locationProblem } from './location';
import type { Location, ProfileSettings, RegionCatalogue } from './settings-ports';

/** A member sets where they live, by hand or from the geolocation button. */
export class UpdateLocation {
  constructor(private readonly deps: { readonly profileSettings: ProfileSettings; readonly regions: RegionCatalogue }) {}

  /** Throws what run would refuse, so a request changing several settings can be checked whole first. */
  check(location: Location, servedCountries: readonly string[]): void {
    const problem = locationProblem(location, servedCountries, this.deps.regions);
    if (problem) throw new DomainError('invalid_input', { field: problem.field, message: problem.reason });
  }

  async run(memberId: MemberId, location: Location, servedCountries: readonly string[]): Promise<void> {
    this.check(location, servedCountries);
    await this.deps.profileSettings.setLocation(memberId, location);
  }
}
