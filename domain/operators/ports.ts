import type { ReportQueue } from '../moderation/report-queue';
import type { ComplaintQueue } from '../moderation/complaint-queue';
import type { PhotoReviews } from '../moderation/photo-review';
import type { Suspensions } from '../moderation/suspension';
import type { SettingRows } from '../settings/setting-rows';
import type { OperatorRoster } from './operator-roster';
import type { TransactionScope } from '../transactions';
import type { OperatorId } from './actor';
import type { PaymentRefunds } from './payments/payment-refunds';
import type { AuditTrail } from './audit';
import type { DiscountCodeBook } from './discounts/discount-code-book';
import type { MemberRecords } from './members/member-records';
import type { NewOperator, Operator, TotpEnrolment } from './operator';
import type { OperatorSetupLinks } from './operator-setup-links';

export interface Operators {
  /** Refuses with OperatorError email_taken when another operator has the address (case-insensitive). */
  create(operator: NewOperator): Promise<OperatorId>;
  findById(id: OperatorId): Promise<Operator | undefined>;
  /** Case-insensitive, trimmed. */
  findByEmail(email: string): Promise<(Operator & { readonly passwordHash: string | null }) | undefined>;
  /** Decision 0083: her first password, chosen through her set-up link. */
  setPassword(id: OperatorId, passwordHash: string): Promise<void>;
  setTotp(id: OperatorId, totp: TotpEnrolment): Promise<void>;
  /**
   * Records the step of a code just used, only when it is later than the last: false when another request used this
   * step (or a later one) first, so one code never opens two sessions.
   */
  useTotpStep(id: OperatorId, step: number): Promise<boolean>;
  /** Replaces her recovery codes by these digests (enrolment shows the codes once; only digests are kept). */
  replaceRecoveryCodes(id: OperatorId, digests: readonly string[]): Promise<void>;
  /** Spends a recovery code: true once, when it was hers and unspent; false ever after. */
  spendRecoveryCode(id: OperatorId, digest: string): Promise<boolean>;
  /** How many unspent recovery codes she has left. */
  recoveryCodesLeft(id: OperatorId): Promise<number>;
}

/** Half a session knows her password only; a full one passed the second factor too. */
export type OperatorSessionStage = 'second_factor' | 'full';

export interface OperatorSession {
  readonly operatorId: OperatorId;
  readonly stage: OperatorSessionStage;
  /** The absolute end. */
  readonly expiresAt: Date;
  /** The end if nothing happens before it: every request moves it on (operator-session-lifetime.ts). */
  readonly idleUntil: Date;
}

export interface OperatorSessions {
  /** Stores a session under the digest of its token. */
  create(tokenDigest: string, session: OperatorSession): Promise<void>;
  /** A session neither past its end nor idle too long at `now`. */
  find(tokenDigest: string, now: Date): Promise<OperatorSession | undefined>;
  /** Moves the idle end on. */
  touch(tokenDigest: string, idleUntil: Date): Promise<void>;
  remove(tokenDigest: string): Promise<void>;
  removeAllFor(operatorId: OperatorId): Promise<void>;
}

/** TOTP and recovery codes come from a port: the domain keeps the rules (window, once), the library the HMAC. */
export interface TwoFactorCodes {
  /** A new random base32 secret (160 bits). */
  newSecret(): string;
  /** The six-digit code of a secret at a 30-second time step. */
  codeAt(secret: string, step: number): string;
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  enrolmentUri(secret: string, account: string, issuer: string): string;
  /** A new random recovery code, readable (`xxxxx-xxxxx`). */
  newRecoveryCode(): string;
}

/** The back office's repositories on one transaction, with the shared scope: an action and its audit row commit together. */
export interface OperatorScope extends TransactionScope {
  readonly operators: Operators;
  readonly audit: AuditTrail;
  /** The moderators' report queue and the members' suspensions (decision 0072). */
  readonly reports: ReportQueue;
  /** The complaints from the footer's form (decision 0081). */
  readonly complaints: ComplaintQueue;
  readonly suspensions: Suspensions;
  /** Support's changes of a member's account: her address, deletion, GDPR erasure (decision 0079). */
  readonly memberRecords: MemberRecords;
  /** The moderators' photo queue (decision 0075). */
  readonly photoReviews: PhotoReviews;
  /** The settings table's rows (decision 0077). */
  readonly settingRows: SettingRows;
  /** Decision 0077: the operators for the admin's management. */
  readonly roster: OperatorRoster;
  /** The operators' discount codes (decision 0078). */
  readonly discountBook: DiscountCodeBook;
  /** Refunds and reversals of payments (decision 0076). */
  readonly refunds: PaymentRefunds;
  /** Decision 0083: the one-time set-up links of operators made from the back office. */
  readonly setupLinks: OperatorSetupLinks;
}

export interface OperatorTransactions {
  run<T>(work: (scope: OperatorScope) => Promise<T>): Promise<T>;
}
