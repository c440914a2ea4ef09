import { seconds, type Seconds } from '../shared/quantities';
import type { AppliedDiscount } from './discount';
import { timeBonusEndsAt, windowOpen } from './time-bonus';

/** SPEC §4, §9: the time-bonus modal opens 40 s after the member enters the members area. */
export const TIME_BONUS_MODAL_DELAY: Seconds = seconds(40);

/**
 * SPEC §4: the members area — search (/members), a member's profile (/members/{id}), the chats, the likes with the
 * liked-by profile (/likes/m/{id}) and premium.
 */
const MEMBERS_AREA = ['/members', '/chats', '/likes', '/premium'];

export const inMembersArea = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0]!;
  return MEMBERS_AREA.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
};

/** Who is looking, as far as the time bonus cares. */
export interface TimeBonusViewer {
  readonly loggedIn: boolean;
  readonly paidUser: boolean;
  readonly credits: number;
}

/** What a tab knows of the member's active discount (GET /api/discountcode.php?welcome=true): its kind and end. */
export interface ActiveDiscountSeen {
  readonly kind: AppliedDiscount['kind'];
  readonly expiresAt: Date | null;
}

/**
 * SPEC §4, §9: when the countdown of a member's time bonus ends, or null when there is no time bonus to count down.
 * Only the time bonus counts down: the welcome discount that follows it (48 h by default) and a typed code never do.
 * And never past the bonus's window, 14400 s from her signup, whatever the discount says of its end.
 */
export function timeBonusEnd(active: ActiveDiscountSeen | null, signupDate: Date): Date | null {
  if (!active || active.kind !== 'time_bonus' || !active.expiresAt) return null;
  const windowEnd = timeBonusEndsAt(signupDate);
  return active.expiresAt.getTime() < windowEnd.getTime() ? active.expiresAt : windowEnd;
}

/**
 * SPEC §4: the time bonus (its countdown banner) shows to a logged-in, non-paid member while her window is open;
 * with no data (`endsAt` null: no time bonus loaded) it shows nothing.
 */
export function timeBonusShows(viewer: TimeBonusViewer, endsAt: Date | null, now: Date): boolean {
  return viewer.loggedIn && !viewer.paidUser && endsAt !== null && windowOpen(endsAt, now);
}

export interface TimeBonusModalMoment {
  readonly viewer: TimeBonusViewer;
  readonly endsAt: Date | null;
  readonly now: Date;
  readonly path: string;
  /** When she entered the members area (null: she is not in it). */
  readonly enteredAreaAt: Date | null;
  /** When she dismissed the modal (null: never). A dismissal keeps it hidden. */
  readonly dismissedAt: Date | null;
}

/**
 * SPEC §4, §9: the time-bonus modal shows where the time bonus shows, to a member with 0 credits, in the members
 * area, from 40 s after she entered it, until she dismisses it.
 */
export function timeBonusModalShows(moment: TimeBonusModalMoment): boolean {
  const { viewer, enteredAreaAt } = moment;
  return (
    timeBonusShows(viewer, moment.endsAt, moment.now) &&
    viewer.credits === 0 &&
    moment.dismissedAt === null &&
    inMembersArea(moment.path) &&
    enteredAreaAt !== null &&
    moment.now.getTime() - enteredAreaAt.getTime() >= TIME_BONUS_MODAL_DELAY * 1000
  );
}
