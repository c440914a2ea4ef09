/** SPEC §9: in the swipe game a free member has 4 likes a day; a premium member has no cap; passing is free. */
export const FREE_SWIPE_LIKES_PER_DAY = 4;

/** The day the cap counts in: the calendar day of the operator's audience (Dutch and other European members). */
export const SWIPE_TIME_ZONE = 'Europe/Amsterdam';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SWIPE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The swipe day `at` falls on, as YYYY-MM-DD in SWIPE_TIME_ZONE (a new day starts at midnight there). */
export const swipeDay = (at: Date): string => dayFormat.format(at);

/** The swipe likes a member may give a day: a number, or none for a premium member (no cap). */
export const swipeCapFor = (member: { readonly paidUser: boolean }): number | undefined => (member.paidUser ? undefined : FREE_SWIPE_LIKES_PER_DAY);

export interface SwipeAllowance {
  /** The cap; null when there is none. */
  readonly limit: number | null;
  readonly used: number;
  /** Likes left today; null when there is no cap. */
  readonly remaining: number | null;
}

export const swipeAllowance = (cap: number | undefined, used: number): SwipeAllowance =>
  cap === undefined ? { limit: null, used, remaining: null } : { limit: cap, used: Math.min(used, cap), remaining: Math.max(0, cap - used) };
