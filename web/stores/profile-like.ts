import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiProfile } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { LikePopup } from './like-popup';

/** The like and unlike of the profile screen (issue 10): the state the page came with, kept as she changes it. */
export class ProfileLike {
  liked: boolean;
  match: boolean;
  /** A like here just made the match: the page celebrates it. */
  justMatched = false;
  readonly form = new FormState([] as const);

  constructor(
    private readonly profile: ApiProfile,
    state: { readonly liked: boolean; readonly match: boolean },
    private readonly endpoints: Pick<Api, 'like' | 'unlike'>,
    private readonly popup?: Pick<LikePopup, 'celebratedMatch'>,
  ) {
    this.liked = state.liked;
    this.match = state.match;
    makeAutoObservable<this, 'endpoints' | 'popup' | 'profile'>(this, { endpoints: false, popup: false, profile: false, form: false });
  }

  async toggle(): Promise<void> {
    if (this.liked) {
      if (await this.form.send('unlike', () => this.endpoints.unlike({ profile_id: this.profile.id }))) {
        runInAction(() => {
          this.liked = false;
          this.match = false;
          this.justMatched = false;
        });
      }
      return;
    }
    const answer = await this.form.send('like', () => this.endpoints.like({ profile_id: this.profile.id, via: 'profile' }));
    if (!answer) return;
    runInAction(() => {
      this.liked = true;
      this.match = answer.match !== null;
      this.justMatched = answer.match !== null;
    });
    if (answer.match) this.popup?.celebratedMatch(answer.match.id);
  }
}
