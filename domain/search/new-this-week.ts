import { DAY_MS } from '../shared/clock';

/**
 * Issue 24, the front door's honest social proof (decision 0063): how many of the members a visitor may see joined in
 * the last seven days, counted by the database over the very search she is shown (her domain's settings decide
 * whether she may see any). Counted up to NEW_THIS_WEEK_COUNTED_UP_TO + 1 at most, like the search's total.
 */
export const NEW_THIS_WEEK_DAYS = 7;

/**
 * Below this the figure is not shown. A handful of newcomers reads as an empty site rather than a lively one, and on a
 * narrow domain it points at the few newest faces beside it ("1 new member this week"); from ten on it says something
 * true and kind about the site without singling anyone out.
 */
export const NEW_THIS_WEEK_SHOWN_FROM = 10;

/** Beyond this the page says "more than 1,000": counting every newcomer of a large site costs more than it tells. */
export const NEW_THIS_WEEK_COUNTED_UP_TO = 1000;

export interface NewThisWeek {
  readonly count: number;
  /** More joined than `count` (the count stopped there). */
  readonly more: boolean;
}

/** The moment the week began, seven days before `now`. */
export const weekBefore = (now: Date): Date => new Date(now.getTime() - NEW_THIS_WEEK_DAYS * DAY_MS);

/** What the page shows for the newcomers counted (up to COUNTED_UP_TO + 1): nothing when too few to mean anything. */
export function newThisWeekShown(counted: number): NewThisWeek | null {
  if (counted < NEW_THIS_WEEK_SHOWN_FROM) return null;
  return counted > NEW_THIS_WEEK_COUNTED_UP_TO ? { count: NEW_THIS_WEEK_COUNTED_UP_TO, more: true } : { count: counted, more: false };
}
