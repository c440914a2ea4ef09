import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { isKnownLocale } from './language';
import type { ProfileSettings } from './settings-ports';

/** A logged-in member changes the interface language (SPEC §7 PUT user.php). */
export class UpdateLanguage {
  constructor(private readonly deps: { readonly profileSettings: ProfileSettings }) {}

  /** Throws what run would refuse, so a request changing several settings can be checked whole first. */
  check(language: string): void {
    if (!isKnownLocale(language)) throw new DomainError('invalid_input', { field: 'language', message: 'unknown_locale' });
  }

  async run(memberId: MemberId, language: string): Promise<void> {
    this.check(language);
    await this.deps.profileSettings.setLanguage(memberId, language);
  }
}
