import type { OperatorId } from './actor';
import type { TotpEnrolment } from './operator';
import type { OperatorRole } from './roles';

/** One operator as the admin's list shows her (decision 0077): never her hash or secret. */
export interface OperatorListing {
  readonly id: OperatorId;
  readonly email: string;
  readonly name: string;
  readonly role: OperatorRole;
  readonly totp: TotpEnrolment['state'];
  readonly createdAt: Date;
  readonly disabledAt?: Date;
  /** Decision 0083: no password chosen yet through her set-up link. */
  readonly awaitingSetup?: true;
  /** Her last full login (the audit trail's newest operator.logged_in of hers), if any. */
  readonly lastLoginAt?: Date;
}

/** The operators for the admin's management, on the operators' transaction. */
export interface OperatorRoster {
  /** Every operator, by name. */
  list(): Promise<OperatorListing[]>;
  setRole(id: OperatorId, role: OperatorRole): Promise<void>;
  /** `at` disables her, null enables her again. */
  setDisabled(id: OperatorId, at: Date | null): Promise<void>;
}
