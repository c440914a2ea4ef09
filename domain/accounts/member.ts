import type { MemberId } from '../shared/ids';
import type { Credits } from '../shared/quantities';
import type { Profile } from '../profiles/profile';

/** `suspended`: by a moderator (issue 25, decision 0072): she cannot log in and nobody sees her. */
export type MemberStatus = 'not_confirmed' | 'active' | 'deleted' | 'suspended';

/**
 * The statuses in which other members see someone: in search, on a profile, in their chat list. Until she confirms
 * her address a member is seen by nobody but herself; once deleted, by nobody.
 */
export const SEEN_BY_OTHERS: readonly MemberStatus[] = ['active'];

export const seenByOthers = (status: MemberStatus): boolean => SEEN_BY_OTHERS.includes(status);

/** A member's account: who they are to the system, their balance and allowances. */
export interface MemberAccount {
  readonly id: MemberId;
  readonly email: string;
  readonly status: MemberStatus;
  readonly credits: Credits;
  readonly freeMessages: number;
  readonly paidUser: boolean;
  readonly signupDate: Date;
  readonly language: string;
  readonly fictional: boolean;
  readonly notificationsDisabled: readonly string[];
  /** Hidden from search and from others' lists while set. */
  readonly invisible: boolean;
  /** When the member deleted the account; reactivation is possible for 14 days after. */
  readonly deletedAt: Date | null;
}

/** The current user as the member sees themself (SPEC §3 User). */
export interface MemberWithProfile extends MemberAccount {
  readonly profile: Profile;
}
