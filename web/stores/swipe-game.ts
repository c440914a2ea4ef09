import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiProfile, ApiSwipeAllowance } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import type { Problem } from '../api/problem';
import { NO_ANSWER, problemFrom } from '../api/problem';
import type { LikePopup } from './like-popup';
import { likeRolledBack, type LikeRollback } from './like-rollback';

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
  /** The last like shown at once that the server did not take (issue 27): its card is back on top, for the toast. */
  rolledBack: LikeRollback | null = null;
  /** The last refill of an empty deck failed: the game says so and offers to try again. */
  refillFailed = false;
  /** Every profile dealt in this game, so a refill never deals one again while its like or pass is on its way. */
  private readonly dealt = new Set<number>();
  /** A refill on its way (observable: an empty deck shows a skeleton meanwhile). */
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
    makeAutoObservable<this, 'endpoints' | 'popup' | 'dealt' | 'passing'>(this, { endpoints: false, popup: false, dealt: false, passing: false });
  }

  get current(): ApiProfile | undefined {
    return this.deck[0];
  }

  /** A free member who has given today's likes may still pass. */
  get capReached(): boolean {
    return this.allowance.remaining === 0;
  }

  /**
   * Likes the card shown. Optimistic (issue 27): the next card and the count at once; when the server does not take
   * the like, the card is back on top with the count as it was, and `rolledBack` says so (a profile that went away
   * meanwhile stays gone).
   */
  async like(): Promise<void> {
    const profile = this.current;
    if (!profile || this.busy || this.capReached) return;
    this.busy = true;
    this.problem = null;
    const before = { allowance: this.allowance, lastPassed: this.lastPassed };
    this.next();
    this.lastPassed = null;
    const { remaining, used } = this.allowance;
    if (remaining !== null) this.allowance = { ...this.allowance, remaining: Math.max(0, remaining - 1), used: used + 1 };
    const answer = await this.endpoints.like({ profile_id: profile.id, via: 'swipe' }).catch(() => false as const);
    runInAction(() => {
      this.busy = false;
      if (!answer || !answer.ok) {
        this.allowance = before.allowance;
        this.lastPassed = before.lastPassed;
        this.problem = answer ? problemFrom(answer.error, 'like') : { code: NO_ANSWER, action: 'like' };
        if (answer && answer.error.error === 'swipe_limit') this.allowance = { ...this.allowance, remaining: 0 };
        // A profile that went away (blocked, hidden) since it was dealt: on to the next.
        if (answer && answer.error.error === 'not_found') return;
        this.deck = [profile, ...this.deck.filter((card) => card.id !== profile.id)];
        this.rolledBack = likeRolledBack(profile.name);
        return;
      }
      this.allowance = answer.data.swipe;
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

  /** Whether the deck is empty while new cards are on their way (the game shows a card's skeleton). */
  get dealing(): boolean {
    return this.refilling && this.deck.length === 0;
  }

  /** Asks again for cards after a refill failed. */
  async reload(): Promise<void> {
    await this.refill();
  }

  private async refill(): Promise<void> {
    if (this.deck.length >= REFILL_BELOW || this.refilling) return;
    this.refilling = true;
    this.refillFailed = false;
    const answer = await this.endpoints.swipeGame().catch(() => false as const);
    runInAction(() => {
      this.refilling = false;
      if (!answer || !answer.ok) {
        this.refillFailed = this.deck.length === 0;
        return;
      }
      const fresh = answer.data.profiles.filter((profile) => !this.dealt.has(profile.id));
      for (const profile of fresh) this.dealt.add(profile.id);
      this.deck = [...this.deck, ...fresh];
      this.allowance = answer.data.swipe;
    });
  }
}
