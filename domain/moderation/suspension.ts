import type { MemberStatus } from '../accounts/member';
import type { OperatorId } from '../operators/actor';
import type { MemberId } from '../shared/ids';

/** The longest suspension for a number of days; beyond that a moderator suspends for good. */
export const SUSPENSION_DAYS_MAX = 365;

/** A member suspended by a moderator (issue 25, decision 0072): she cannot log in and nobody sees her profile. */
export interface Suspension {
  readonly memberId: MemberId;
  readonly from: Date;
  /** null: for good. */
  readonly until: Date | null;
  readonly reason: string;
  readonly by: OperatorId;
}

/** The `until` of an `account_suspended` login refusal when the suspension is for good (decision 0084). */
export const SUSPENDED_FOR_GOOD = 'for_good';

/** The end of a suspension of `days` days from `from`; undefined days: for good (null). */
export function suspensionEnd(from: Date, days: number | undefined): Date | null {
  return days === undefined ? null : new Date(from.getTime() + days * 24 * 3600 * 1000);
}

/** Whether a suspension still holds at `now`: one for good always, one for days until its end. */
export const suspensionHolds = (suspension: Suspension, now: Date): boolean => suspension.until === null || suspension.until.getTime() > now.getTime();

/**
 * The members' suspensions. Suspending sets her account's status to `suspended` (so search, profiles, likes and chat
 * lists, which show only `active` members, hide her at once) and keeps the status she had, which lifting gives back.
 */
export interface Suspensions {
  suspend(suspension: Suspension): Promise<void>;
  /** Her suspension not yet lifted, if any (it may have ended: see suspensionHolds). */
  current(memberId: MemberId): Promise<Suspension | undefined>;
  /** Lifts her suspension: her status as it was before. True when there was one to lift (false: lifted already). */
  lift(memberId: MemberId, at: Date): Promise<boolean>;
  /**
   * Suspensions for a number of days whose end is at or before `now`, oldest end first, at most `limit` (decision
   * 0079's job lifts them). On PostgreSQL the rows are locked, skipping those another instance holds.
   */
  endedBy(now: Date, limit: number): Promise<Suspension[]>;
}

export type StatusBeforeSuspension = Exclude<MemberStatus, 'suspended'>;
