import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiLikes, ApiProfile } from '../../bff/contract/api-types';
import { likeBody, unlikeBody } from '../../bff/contract/like-requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { LikePopup } from './like-popup';

/**
 * The likes page (SPEC §2): the three tabs' lists as the server gave them, kept current as the member likes back or
 * takes a like back here. `justMatched` is the profile a like back has just matched, to celebrate.
 */
export class LikesBoard {
  likes: ApiLikes;
  justMatched: ApiProfile | null = null;
  readonly form = new FormState([] as const);

  constructor(
    likes: ApiLikes,
    private readonly endpoints: Pick<Api, 'like' | 'unlike'>,
    private readonly popup?: Pick<LikePopup, 'celebratedMatch'>,
  ) {
    this.likes = likes;
    makeAutoObservable<this, 'endpoints' | 'popup'>(this, { endpoints: false, popup: false, form: false });
  }

  /** The ids of the members the member liked. */
  get likedIds(): ReadonlySet<number> {
    return new Set(this.likes.profiles.map((p) => p.id));
  }

  isMatch(profileId: number): boolean {
    return this.likes.matches.some((p) => p.id === profileId);
  }

  /** Likes a member who liked her; a match answers with the profile. */
  async likeBack(profile: ApiProfile): Promise<void> {
    const request = { profile_id: profile.id, via: 'profile' as const };
    if (!this.form.check(likeBody, request)) return;
    const answer = await this.form.send('like', () => this.endpoints.like(request));
    if (!answer) return;
    runInAction(() => {
      this.likes = {
        ...this.likes,
        profiles: [profile, ...this.likes.profiles.filter((p) => p.id !== profile.id)],
        matches: answer.match ? [answer.match, ...this.likes.matches.filter((p) => p.id !== profile.id)] : this.likes.matches,
      };
      this.justMatched = answer.match;
    });
    if (answer.match) this.popup?.celebratedMatch(answer.match.id);
  }

  /** Takes her like back: off the given tab, and the match it made ends. */
  async unlike(profileId: number): Promise<void> {
    const request = { profile_id: profileId };
    if (!this.form.check(unlikeBody, request)) return;
    if (!(await this.form.send('unlike', () => this.endpoints.unlike(request)))) return;
    runInAction(() => {
      this.likes = {
        ...this.likes,
        profiles: this.likes.profiles.filter((p) => p.id !== profileId),
        matches: this.likes.matches.filter((p) => p.id !== profileId),
      };
    });
  }

  dismissMatch() {
    this.justMatched = null;
  }
}
