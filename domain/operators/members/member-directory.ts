import type { MemberStatus } from '../../accounts/member';
import type { MemberId } from '../../shared/ids';
import type { Credits } from '../../shared/quantities';

/** What support types in the search box, read as one of three searches (find-members.ts). */
export type MemberQuery =
  | { readonly by: 'id'; readonly id: MemberId }
  /** Lower-case; matches addresses starting with it. */
  | { readonly by: 'email'; readonly prefix: string }
  /** Matches names containing it (case-insensitive) and addresses starting with it (lower-cased). */
  | { readonly by: 'text'; readonly text: string };

/** One row of the search's results. */
export interface MemberSummary {
  readonly id: MemberId;
  readonly email: string;
  readonly name: string;
  readonly status: MemberStatus;
  readonly credits: Credits;
  readonly signupDate: Date;
}

/**
 * The back office's reads of members that the members' own ports do not have (decision 0073): the search, newest
 * member first, at most `limit` rows, on indexes (the id, lower(email) as a prefix; a name scan stops at the limit),
 * and how many sessions she has open.
 */
export interface MemberDirectory {
  search(query: MemberQuery, limit: number): Promise<MemberSummary[]>;
  activeSessions(memberId: MemberId, now: Date): Promise<number>;
}
