import type { MemberId } from '../shared/ids';
import type { Location, ProfileSettings, RegionCatalogue } from './settings-ports';
import { UpdateLanguage } from './update-language';
import { UpdateLocation } from './update-location';

export interface UserSettingsChange {
  readonly language?: string;
  readonly location?: Location;
}

/**
 * PUT /api/user.php (SPEC §7): the interface language and where the member lives, changed together. Everything is
 * checked before anything is written, so a change is applied whole or not at all.
 * Fails with `invalid_input` (field `language`, `country`, `region` or `city`).
 */
export class UpdateUserSettings {
  private readonly language: UpdateLanguage;
  private readonly location: UpdateLocation;

  constructor(deps: { readonly profileSettings: ProfileSettings; readonly regions: RegionCatalogue }) {
    this.language = new UpdateLanguage(deps);
    this.location = new UpdateLocation(deps);
  }

  async run(memberId: MemberId, change: UserSettingsChange, servedCountries: readonly string[]): Promise<void> {
    if (change.language !== undefined) this.language.check(change.language);
    if (change.location) this.location.check(change.location, servedCountries);
    if (change.language !== undefined) await this.language.run(memberId, change.language);
    if (change.location) await this.location.run(memberId, change.location, servedCountries);
  }
}
