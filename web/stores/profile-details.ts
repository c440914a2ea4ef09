import { makeAutoObservable } from 'mobx';
import type { z } from 'zod/mini';
import { profileDetailsBody } from '../../bff/contract/profile-media-requests';
import { detailsProblem } from '../../domain/profiles/profile-details';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { FormState } from './form-state';
import type { SessionStore } from './session-store';

export type DetailsChange = z.input<typeof profileDetailsBody>;

/** Signup steps 2 and 3: personal details, about me and interests (PUT /api/profile.php); the answer's user is the session's. */
export class ProfileDetails {
  /** Its problems are the form's, whatever the field: the steps show one alert. */
  readonly form = new FormState([] as const);

  constructor(
    private readonly endpoints: Pick<Api, 'saveProfileDetails'>,
    private readonly session: SessionStore,
    private readonly interests: readonly string[],
  ) {
    makeAutoObservable<this, 'endpoints' | 'session' | 'interests'>(this, { endpoints: false, session: false, interests: false, form: false });
  }

  /** True when saved. */
  async save(change: DetailsChange): Promise<boolean> {
    if (!this.form.check(profileDetailsBody, change)) return false;
    const problem = detailsProblem(change, this.interests);
    if (problem) {
      this.form.place(fieldProblem(problem.field, problem.reason));
      return false;
    }
    const answer = await this.form.send('saveProfileDetails', () => this.endpoints.saveProfileDetails(change));
    if (answer) this.session.setUser(answer.user);
    return answer !== undefined;
  }
}
