import { makeAutoObservable } from 'mobx';
import { profileDetailsBody } from '../../bff/contract/profile-media-requests';
import { detailsProblem } from '../../domain/profiles/profile-details';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { FormState, type FieldProblems } from './form-state';
import type { DetailsChange } from './profile-details';
import type { SessionStore } from './session-store';

export const OWN_PROFILE_FIELDS = ['name', 'reason', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos', 'about', 'interests'] as const;
export type OwnProfileField = (typeof OWN_PROFILE_FIELDS)[number];

/**
 * /profile "Mijn profiel": every detail of the profile in one form (PUT /api/profile.php), checked field by field
 * as the bff checks it, each problem beside its field. The answer's user becomes the session's.
 */
export class OwnProfileForm {
  readonly form = new FormState(OWN_PROFILE_FIELDS);
  /** Set after a save, until the next change: the page says so. */
  saved = false;

  constructor(
    private readonly endpoints: Pick<Api, 'saveProfileDetails'>,
    private readonly session: SessionStore,
    private readonly interests: readonly string[],
  ) {
    makeAutoObservable<this, 'endpoints' | 'session' | 'interests'>(this, { endpoints: false, session: false, interests: false, form: false });
  }

  /** The domain's rule for one field as she leaves it; clears its problem when it is fine. */
  checkField(field: OwnProfileField, change: DetailsChange) {
    const problem = detailsProblem(change, this.interests);
    this.form.settle(field, problem && problem.field === field ? fieldProblem(problem.field, problem.reason) : undefined);
  }

  changed() {
    this.saved = false;
  }

  /** True when saved. */
  async save(change: DetailsChange): Promise<boolean> {
    this.saved = false;
    const problem = detailsProblem(change, this.interests);
    const further: FieldProblems<OwnProfileField> = problem ? { [problem.field]: fieldProblem(problem.field, problem.reason) } : {};
    if (!this.form.check(profileDetailsBody, change, further)) return false;
    const answer = await this.form.send('saveProfileDetails', () => this.endpoints.saveProfileDetails(change));
    if (answer) this.done(answer.user);
    return answer !== undefined;
  }

  private done(user: Parameters<SessionStore['setUser']>[0]) {
    this.session.setUser(user);
    this.saved = true;
  }
}
