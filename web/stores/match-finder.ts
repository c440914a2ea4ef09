import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiFoundMatch, ApiProfile } from '../../bff/contract/api-types';
import { matchFinderQuery } from '../../bff/contract/like-requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { LikePopup } from './like-popup';
import { likeRolledBack, type LikeRollback } from './like-rollback';

/** The match finder's four questions, in order (issue 10): who, age range, where, what she looks for. */
export const MATCH_FINDER_STEPS = ['who', 'age', 'where', 'what'] as const;
export type MatchFinderStep = (typeof MATCH_FINDER_STEPS)[number];

export interface MatchFinderChoice {
  gender: '' | 'male' | 'female';
  min_age: number;
  max_age: number;
  country: string;
  countryregion: string;
  reason: string;
}

/** The guided choice, then its shortlist, each to like or open. */
export class MatchFinder {
  step = 0;
  choice: MatchFinderChoice;
  matches: ApiFoundMatch[] | null = null;
  liked = new Set<number>();
  justMatched: ApiProfile | null = null;
  /** The last like shown at once that the server did not take (issue 27): undone, for the page's toast. */
  rolledBack: LikeRollback | null = null;
  /** The shortlist is being asked for (a skeleton in its place). */
  searching = false;
  readonly form = new FormState(['gender', 'min_age', 'max_age', 'country', 'countryregion', 'reason'] as const);

  constructor(
    defaults: MatchFinderChoice,
    private readonly endpoints: Pick<Api, 'matchFinder' | 'like'>,
    private readonly popup?: Pick<LikePopup, 'celebratedMatch'>,
  ) {
    this.choice = { ...defaults };
    makeAutoObservable<this, 'endpoints' | 'popup'>(this, { endpoints: false, popup: false, form: false });
  }

  get current(): MatchFinderStep {
    return MATCH_FINDER_STEPS[this.step]!;
  }

  get last(): boolean {
    return this.step === MATCH_FINDER_STEPS.length - 1;
  }

  set<K extends keyof MatchFinderChoice>(field: K, value: MatchFinderChoice[K]) {
    this.choice = { ...this.choice, [field]: value };
    // A region belongs to its country.
    if (field === 'country') this.choice = { ...this.choice, countryregion: '' };
  }

  next() {
    if (!this.last) this.step += 1;
  }

  back() {
    if (this.step > 0) this.step -= 1;
  }

  /** Asks for the shortlist of the choice. */
  async find(): Promise<void> {
    const { gender, country, countryregion, reason, min_age, max_age } = this.choice;
    const request = { gender: gender || undefined, country: country || undefined, countryregion: countryregion || undefined, reason: reason || undefined, min_age, max_age };
    if (!this.form.check(matchFinderQuery, request)) return;
    this.searching = true;
    const answer = await this.form.send('matchFinder', () => this.endpoints.matchFinder(request));
    runInAction(() => {
      this.searching = false;
      if (answer) this.matches = [...answer.matches];
    });
  }

  /**
   * Likes one of the shortlist: liked at once (optimistic, issue 27); a match is celebrated here. When the server does
   * not take it, the like is undone and `rolledBack` says so.
   */
  async like(profile: ApiProfile): Promise<void> {
    if (this.liked.has(profile.id)) return;
    this.liked = new Set([...this.liked, profile.id]);
    const answer = await this.form.send('like', () => this.endpoints.like({ profile_id: profile.id, via: 'profile' }));
    runInAction(() => {
      if (!answer) {
        this.liked = new Set([...this.liked].filter((id) => id !== profile.id));
        this.rolledBack = likeRolledBack(profile.name);
        return;
      }
      if (answer.match) this.justMatched = answer.match;
    });
    if (answer?.match) this.popup?.celebratedMatch(answer.match.id);
  }

  /** Back to the first question, the choice kept. */
  restart() {
    this.matches = null;
    this.step = 0;
    this.justMatched = null;
  }
}
