import type { Gender, Profile } from '../profiles/profile';
import type { OutboxItem } from '../outbox/outbox';
import type { MemberId } from '../shared/ids';

/** How a like was given: on a profile, or in the swipe game (which counts towards the daily cap). */
export type LikeVia = 'profile' | 'swipe';

export interface NewLike {
  readonly liker: MemberId;
  readonly liked: MemberId;
  readonly via: LikeVia;
  readonly at: Date;
}

/** A swipe like is counted on its `day` (YYYY-MM-DD), against at most `cap` that day when there is a cap. */
export interface SwipeCount {
  readonly day: string;
  readonly cap?: number;
}

/** What a new like adds to the outbox, if anything, knowing whether it made a match (decision 0055: the notice). */
export type AfterLike = (match: boolean) => OutboxItem | undefined;

/** What adding a like did. `cap_reached`: nothing was stored, nothing counted. */
export type LikeOutcome = { readonly kind: 'liked'; readonly match: boolean } | { readonly kind: 'already_liked'; readonly match: boolean } | { readonly kind: 'cap_reached' };

/** What the member did last in the swipe game: passed on `target`, or liked `target` there. */
export interface LastSwipe {
  readonly kind: 'pass' | 'like';
  readonly target: MemberId;
  readonly at: Date;
}

/** A like a member received, with the liker's profile. */
export interface ReceivedLike {
  readonly profile: Profile;
  /** SPEC's like_new: true until the liked member opens the liker's profile. */
  readonly isNew: boolean;
  readonly at: Date;
}

/**
 * Who liked whom. Every list shows only profiles the member may see and like: active, of members others see (not
 * deleted, disabled or unconfirmed), not invisible, and no block either way; newest first.
 */
export interface Likes {
  /**
   * Stores the like unless it exists. A new swipe like is counted on the liker's day in the same transaction; past
   * the cap nothing is stored and the count is not kept, so parallel likes stop at exactly the cap. A like newly stored
   * adds what `after` gives to the outbox in the same transaction; an existing like or the cap adds nothing.
   */
  add(like: NewLike, swipe?: SwipeCount, after?: AfterLike): Promise<LikeOutcome>;
  /** Whether `member` liked `other`, and `other` liked her. */
  between(member: MemberId, other: MemberId): Promise<{ readonly liked: boolean; readonly likedBy: boolean }>;
  /** Takes a like back; true when there was one. */
  remove(liker: MemberId, liked: MemberId): Promise<boolean>;
  /** True when `target` may be liked by `liker` (the visibility of the lists above). */
  isLikeable(liker: MemberId, target: MemberId): Promise<boolean>;
  /** The profiles the member liked. */
  given(member: MemberId, today: Date): Promise<Profile[]>;
  /** The likes the member received. */
  received(member: MemberId, today: Date): Promise<ReceivedLike[]>;
  /** The received likes still new, counted over the same profiles as `received`. */
  newCount(member: MemberId): Promise<number>;
  /** Clears like_new of `liker`'s like of `member`; true when it was new. */
  markSeen(member: MemberId, liker: MemberId): Promise<boolean>;
  /**
   * The newest received like not announced yet — of `from` only, when given — marked announced in the same step (so
   * two tabs never both show it); nothing when there is none.
   */
  announceNext(member: MemberId, at: Date, today: Date, from?: MemberId): Promise<Profile | undefined>;
  /** The swipe likes counted on `day`. */
  swipeLikesOn(member: MemberId, day: string): Promise<number>;
  /** Records that the member passed on `target` in the swipe game; passing twice keeps one pass. */
  pass(member: MemberId, target: MemberId, at: Date): Promise<void>;
  /** Her newest pass or swipe like (a pass when both are of the same instant); nothing when she has neither. */
  lastSwipe(member: MemberId): Promise<LastSwipe | undefined>;
  /** Forgets her pass of `target` (the deck deals it again); true when there was one. */
  unpass(member: MemberId, target: MemberId): Promise<boolean>;
  /**
   * The swipe game's next profiles: as search shows them (active, of members others see, not invisible, no block
   * either way, not herself), of `gender` when given, neither liked nor passed by her yet; newest members first.
   */
  swipeDeck(member: MemberId, gender: Gender | undefined, today: Date, limit: number): Promise<Profile[]>;
}
