import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { detailsProblem } from './profile-details';
import type { DetailsChange, ProfileSettings } from './settings-ports';

/** A member fills in the "about me" part of their profile (signup step 3, settings). */
export class UpdateProfileDetails {
  constructor(private readonly deps: { readonly profileSettings: ProfileSettings }) {}

  async run(memberId: MemberId, change: DetailsChange, allowedInterests: readonly string[]): Promise<void> {
    const problem = detailsProblem(change, allowedInterests);
    if (problem) throw new DomainError('invalid_input', { field: problem.field, message: problem.reason });
    await this.deps.profileSettings.setDetails(memberId, change);
  }
}
