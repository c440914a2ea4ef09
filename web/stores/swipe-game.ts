import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiProfile, ApiSwipeAllowance } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import type { Problem } from '../api/problem';
import { NO_ANSWER, problemFrom } from '../api/problem';
import type { LikePopup } from './like-popup';

/** Below this many cards in hand the game asks the server for more. */
const REFILL_BELOW = 3;

/**
 * The swipe game (issue 10): one card at a time; like (4 a day for a free member, SPEC §9) or pass (free). A like
 * that makes a match opens the "start a conversation" moment.
 */
export class SwipeGame {
  deck: ApiProfile[];
  allowance: ApiSwipeAllowance;
  busy = false;
  problem: Problem | null = null;
  /** Her last pass while she may still take it back (issue 27): cleared by a like, by taking it back, by a new pass. */
  lastPassed: ApiProfile | null = null;
  /** The match the last like made, until the member goes on or starts the conversation. */
  match: ApiProfile | null = null;
  starting = false;
  /** Every profile dealt in this game, so a refill never deals one again while its like or pass is on its way. */
  private readonly dealt = new Set<number>();
  private refilling = false;
  /** The last pass on its way to the server: taking it back waits for it, so the server forgets the pass it stored. */
  private passing: Promise<unknown> = Promise.resolve();

  constructor(
    start: { readonly swipe: ApiSwipeAllowance; readonly profiles: readonly ApiProfile[] },
    private readonly endpoints: Pick<Api, 'like' | 'pass' | 'undoPass' | 'swipeGame' | 'openChat'>,
    private readonly popup?: Pick<LikePopup, 'celebratedMatch'>,
  ) {
    this.deck = [...start.profiles];
    this.allowance = start.swipe;
    for (const profile of start.profiles) this.dealt.add(profile.id);
    makeAutoObservable<this, 'endpoints' | 'popup' | 'dealt' | 'refilling' | 'passing'>(this, { endpoints: false, popup: false, dealt: false, refilling: false, passing: false });
  }

  get current(): ApiProfile | undefined {
    return this.deck[0];
  }

  /** A free member who has given today's likes may still pass. */
  get capReached(): boolean {
    return this.allowance.remaining === 0;
  }

  async like(): Promise<void> {
    const profile = this.current;
    if (!profile || this.busy || this.capReached) return;
    this.busy = true;
    this.problem = null;
    const answer = await this.endpoints.like({ profile_id: profile.id, via: 'swipe' }).catch(() => false as const);
    runInAction(() => {
      this.busy = false;
      if (!answer) {
        this.problem = { code: NO_ANSWER, action: 'like' };
        return;
      }
      if (!answer.ok) {
        this.problem = problemFrom(answer.error, 'like');
        if (answer.error.error === 'swipe_limit') this.allowance = { ...this.allowance, remaining: 0 };
        // A profile that went away (blocked, hidden) since it was dealt: on to the next.
        if (answer.error.error === 'not_found') this.next();
        return;
      }
      this.allowance = answer.data.swipe;
      this.lastPassed = null;
      this.next();
      if (answer.data.match) {
        this.match = answer.data.match;
        this.popup?.celebratedMatch(answer.data.match.id);
      }
    });
    await this.refill();
  }

  async pass(): Promise<void> {
    const profile = this.current;
    if (!profile || this.busy) return;
    this.problem = null;
    this.next();
    this.lastPassed = profile;
    // Passing is free and changes nothing else: the card goes at once, the server is told on the side.
    const passing = this.endpoints.pass({ profile_id: profile.id }).catch(() => undefined);
    this.passing = passing;
    await passing;
    await this.refill();
  }

  /** Whether the undo button does something now: a last pass to take back and nothing else on its way. */
  get canUndo(): boolean {
    return this.lastPassed !== null && !this.busy && this.match === null;
  }

  /**
   * Takes back her last pass (issue 27, free): the card is back on top at once and the server forgets the pass, so the
   * deck deals it again. When the server refuses or does not answer, the card goes again and she is told.
   */
  async undoPass(): Promise<void> {
    const profile = this.lastPassed;
    if (!profile || !this.canUndo) return;
    this.lastPassed = null;
    this.problem = null;
    this.busy = true;
    this.deck = [profile, ...this.deck.filter((card) => card.id !== profile.id)];
    await this.passing;
    const answer = await this.endpoints.undoPass({ profile_id: profile.id }).catch(() => false as const);
    runInAction(() => {
      this.busy = false;
      if (answer && answer.ok) return;
      this.deck = this.deck.filter((card) => card.id !== profile.id);
      this.problem = answer ? problemFrom(answer.error, 'undoPass') : { code: NO_ANSWER, action: 'undoPass' };
    });
  }

  /** Goes on swiping after a match. */
  dismissMatch() {
    this.match = null;
  }

  /** Opens (or finds) the conversation with the match; its id, or undefined when that failed. */
  async startConversation(): Promise<number | undefined> {
    const match = this.match;
    if (!match || this.starting) return undefined;
    this.starting = true;
    const answer = await this.endpoints.openChat({ profile_id: match.id }).catch(() => false as const);
    runInAction(() => {
      this.starting = false;
      if (answer && !answer.ok) this.problem = problemFrom(answer.error, 'openChat');
      if (!answer) this.problem = { code: NO_ANSWER, action: 'openChat' };
    });
    return answer && answer.ok ? answer.data.chat.id : undefined;
  }

  private next() {
    this.deck = this.deck.slice(1);
  }

  private async refill(): Promise<void> {
    if (this.deck.length >= REFILL_BELOW || this.refilling) return;
    this.refilling = true;
    const answer = await this.endpoints.swipeGame().catch(() => false as const);
    runInAction(() => {
      this.refilling = false;
      if (!answer || !answer.ok) return;
      const fresh = answer.data.profiles.filter((profile) => !this.dealt.has(profile.id));
      for (const profile of fresh) this.dealt.add(profile.id);
      this.deck = [...this.deck, ...fresh];
      this.allowance = answer.data.swipe;
    });
  }
}
