import type { MemberId } from '../shared/ids';

/** The sign-in details of an account: what password reset and change, and email change, read and write. */
export interface Credentials {
  /** The stored password hash of a member that is not deleted. */
  passwordHashOf(memberId: MemberId): Promise<string | undefined>;
  setPasswordHash(memberId: MemberId, passwordHash: string): Promise<void>;
  /** 'taken' when another account holds the address (case-insensitive), also when it won a race just now. */
  setEmail(memberId: MemberId, email: string): Promise<'changed' | 'taken'>;
  /** Case-insensitive; deleted accounts keep their address until purged. */
  isEmailTaken(email: string): Promise<boolean>;
}
