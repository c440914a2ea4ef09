import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiLikes, ApiProfile } from '../../bff/contract/api-types';
import { likeBody, unlikeBody } from '../../bff/contract/like-requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { LikePopup } from './like-popup';
import { likeRolledBack, type LikeRollback } from './like-rollback';

/** The lists of a page whose likes did not load (its +data may export nothing but data: vike's no-side-exports). */
export const NO_LIKES: ApiLikes = { profiles: [], liked_by: [], matches: [] };

/**
 * The likes page (SPEC §2): the three tabs' lists as the server gave them, kept current as the member likes back or
 * takes a like back here. `justMatched` is the profile a like back has just matched, to celebrate.
 */
export class LikesBoard {
  likes: ApiLikes;
  justMatched: ApiProfile | null = null;
  /** The last like (or taking one back) shown at once that the server did not take: undone, for the page's toast. */
  rolledBack: LikeRollback | null = null;
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

  /**
   * Likes a member who liked her: on the given tab at once (optimistic, issue 27); a match answers with the profile.
   * When the server does not take it, the like is undone and `rolledBack` says so.
   */
  async likeBack(profile: ApiProfile): Promise<void> {
    const request = { profile_id: profile.id, via: 'profile' as const };
    if (!this.form.check(likeBody, request)) return;
    this.likes = { ...this.likes, profiles: [profile, ...this.likes.profiles.filter((p) => p.id !== profile.id)] };
    const answer = await this.form.send('like', () => this.endpoints.like(request));
    runInAction(() => {
      if (!answer) {
        this.likes = { ...this.likes, profiles: this.likes.profiles.filter((p) => p.id !== profile.id) };
        this.rolledBack = likeRolledBack(profile.name);
        return;
      }
      if (answer.match) this.likes = { ...this.likes, matches: [answer.match, ...this.likes.matches.filter((p) => p.id !== profile.id)] };
      this.justMatched = answer.match;
    });
    if (answer?.match) this.popup?.celebratedMatch(answer.match.id);
  }

  /**
   * Takes her like back: off the given tab and out of the matches at once (optimistic, issue 27). When the server does
   * not take it, she is back where she was and `rolledBack` says so.
   */
  async unlike(profileId: number): Promise<void> {
    const request = { profile_id: profileId };
    if (!this.form.check(unlikeBody, request)) return;
    const given = this.likes.profiles.findIndex((p) => p.id === profileId);
    const matched = this.likes.matches.findIndex((p) => p.id === profileId);
    const profile = this.likes.profiles[given] ?? this.likes.matches[matched];
    this.likes = { ...this.likes, profiles: this.likes.profiles.filter((p) => p.id !== profileId), matches: this.likes.matches.filter((p) => p.id !== profileId) };
    if (await this.form.send('unlike', () => this.endpoints.unlike(request))) return;
    if (!profile) return;
    runInAction(() => {
      this.likes = {
        ...this.likes,
        profiles: given < 0 ? this.likes.profiles : this.likes.profiles.toSpliced(given, 0, profile),
        matches: matched < 0 ? this.likes.matches : this.likes.matches.toSpliced(matched, 0, profile),
      };
      this.rolledBack = likeRolledBack(profile.name, 'unlike');
    });
  }

  dismissMatch() {
    this.justMatched = null;
  }
}
