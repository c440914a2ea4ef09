import type { MemberAccount } from '../accounts/member';
import type { Profile } from '../profiles/profile';
import { DAY_MS } from '../shared/clock';
import type { MemberId } from '../shared/ids';

/** "Wie bekeek mij" shows the members who opened her profile in the last 30 days (issue 27, decision 0068). */
export const VISITOR_DAYS = 30;
/** The most visitors the list shows, newest first. */
export const VISITORS_SHOWN = 100;


/** The oldest view the list and its badge count at `now`. */
export const visitorWindowStart = (now: Date): Date => new Date(now.getTime() - VISITOR_DAYS * DAY_MS);

/** Who opens a profile: her id, and whether she is invisible (SPEC invisible mode). */
export type ProfileVisitor = Pick<MemberAccount, 'id' | 'invisible'>;

/** Opening a profile leaves a trace for its owner: never one's own, never while invisible. */
export const leavesTrace = (visitor: ProfileVisitor, viewed: MemberId): boolean => visitor.id !== viewed && !visitor.invisible;

/** A member who opened her profile: when last, and whether since she last opened her list of visitors. */
export interface Visitor {
  readonly profile: Profile;
  readonly at: Date;
  readonly isNew: boolean;
}
