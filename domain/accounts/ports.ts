import type { MemberId } from '../shared/ids';
import type { Credits } from '../shared/quantities';
import type { MemberAccount, MemberStatus, MemberWithProfile } from './member';
import type { NewProfile } from '../profiles/profile';

export interface NewMember {
  readonly email: string;
  readonly passwordHash: string;
  readonly status: MemberStatus;
  readonly freeMessages: number;
  readonly language: string;
  readonly signupDate: Date;
  readonly profile: NewProfile;
  /** The domain she signed up on (the dashboard counts per domain, decision 0078). */
  readonly domain?: string;
}

export interface MemberAccounts {
  create(member: NewMember): Promise<MemberId>;
  findById(id: MemberId): Promise<MemberWithProfile | undefined>;
  /** The account alone, without the profile: one read where the profile is not needed (every send asks it). */
  findAccount(id: MemberId): Promise<MemberAccount | undefined>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<(MemberAccount & { readonly passwordHash: string }) | undefined>;
  /** Reads the account and holds it until the surrounding transaction ends (SELECT … FOR UPDATE). */
  lock(id: MemberId): Promise<MemberAccount | undefined>;
  useFreeMessage(id: MemberId): Promise<void>;
  /** SPEC §1: the first completed purchase makes a member premium (paid_user), for good. */
  markPaidUser(id: MemberId): Promise<void>;
}

export interface CreditEntry {
  readonly memberId: MemberId;
  /** Positive adds credits, negative spends them. */
  readonly amount: Credits;
  readonly reason: 'purchase' | 'message' | 'gift' | 'photo' | 'signup_bonus' | 'refund' | 'correction';
  readonly reference?: string;
  readonly at: Date;
}

/** Every change to a balance is a ledger row, written together with the balance. */
export interface CreditLedger {
  /** Records the entry and moves the balance; refuses with insufficient_credits when it would go below zero. */
  record(entry: CreditEntry): Promise<Credits>;
  sumFor(memberId: MemberId): Promise<Credits>;
  /** Every entry of a member, oldest first (their data export). */
  entriesFor(memberId: MemberId): Promise<CreditEntry[]>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export interface Session {
  readonly memberId: MemberId;
  readonly expiresAt: Date;
}

export interface Sessions {
  /** Stores a session under the digest of its token. */
  create(tokenDigest: string, session: Session): Promise<void>;
  find(tokenDigest: string, now: Date): Promise<Session | undefined>;
  remove(tokenDigest: string): Promise<void>;
  /** Ends every session of a member but, optionally, one (password change keeps the session that made it). */
  removeAllFor(memberId: MemberId, exceptDigest?: string): Promise<void>;
}
