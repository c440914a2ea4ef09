import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiProfile } from '../../bff/contract/api-types';
import type { Problem } from '../api/problem';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { LikePopup } from './like-popup';

/** A like or unlike that did not go through and was taken back: which, and why (null: no answer to give). */
export interface LikeRollback {
  readonly action: 'like' | 'unlike';
  readonly problem: Problem | null;
}

/**
 * The like and unlike of the profile screen (issue 10): the state the page came with, kept as she changes it.
 * Optimistic (issue 27): the button turns at the tap; when the server does not take it, the state goes back to what it
 * was and `rollback` says so (a new one each time: the page shows a toast).
 */
export class ProfileLike {
  liked: boolean;
  match: boolean;
  /** A like here just made the match: the page celebrates it. */
  justMatched = false;
  /** The last like or unlike taken back; cleared by the next tap. */
  rollback: LikeRollback | null = null;
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
    if (this.form.busy) return;
    const before = { liked: this.liked, match: this.match, justMatched: this.justMatched };
    const action = before.liked ? 'unlike' : 'like';
    this.rollback = null;
    // At the tap: the button shows what she asked for while the server is asked.
    this.liked = !before.liked;
    if (before.liked) {
      this.match = false;
      this.justMatched = false;
    }
    const answer =
      action === 'unlike'
        ? await this.form.send('unlike', () => this.endpoints.unlike({ profile_id: this.profile.id }))
        : await this.form.send('like', () => this.endpoints.like({ profile_id: this.profile.id, via: 'profile' }));
    if (!answer) {
      runInAction(() => {
        this.liked = before.liked;
        this.match = before.match;
        this.justMatched = before.justMatched;
        this.rollback = { action, problem: this.form.problem };
      });
      return;
    }
    if (action === 'unlike' || !('match' in answer)) return;
    const match = answer.match;
    runInAction(() => {
      this.match = match !== null;
      this.justMatched = match !== null;
    });
    if (match) this.popup?.celebratedMatch(match.id);
  }
}
