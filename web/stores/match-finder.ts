import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiFoundMatch, ApiProfile } from '../../bff/contract/api-types';
import { matchFinderQuery } from '../../bff/contract/like-requests';
import type { Api } from '../api/endpoints';
import { FormState } from './form-state';
import type { LikePopup } from './like-popup';

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
    const answer = await this.form.send('matchFinder', () => this.endpoints.matchFinder(request));
    if (answer) runInAction(() => (this.matches = [...answer.matches]));
  }

  /** Likes one of the shortlist; a match is celebrated here. */
  async like(profile: ApiProfile): Promise<void> {
    const answer = await this.form.send('like', () => this.endpoints.like({ profile_id: profile.id, via: 'profile' }));
    if (!answer) return;
    runInAction(() => {
      this.liked = new Set([...this.liked, profile.id]);
      if (answer.match) this.justMatched = answer.match;
    });
    if (answer.match) this.popup?.celebratedMatch(answer.match.id);
  }

  /** Back to the first question, the choice kept. */
  restart() {
    this.matches = null;
    this.step = 0;
    this.justMatched = null;
  }
}
