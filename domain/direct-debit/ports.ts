import type { MemberId } from '../shared/ids';
import type { NewMandate } from './mandate';
import type { StoredSmsCode } from './sms-code';

/** Sends a text message: the SMS outbox by default (as mail), a gateway when one is configured (decision 0034). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * The world's numbering plans, as a maintained phone-number library knows them: which country's mobile range holds a
 * number. Premium-rate (+31 900, +979), satellite and international networks (+881, +882, +883), landlines and other
 * ranges are no mobile number: an SMS code must never go there (SMS pumping fraud).
 */
export interface MobileNumbers {
  /** The country (ISO 3166 alpha-2, upper case) whose mobile range holds this E.164 number; undefined when none does. */
  mobileCountryOf(e164: string): string | undefined;
}

/** An SMS as the outbox keeps it: for the development mailbox and tests. */
export interface OutboxSms {
  readonly id: number;
  readonly to: string;
  readonly text: string;
  readonly createdAt: Date;
}

/** Reads the SMS kept instead of sent: newest first. */
export interface SmsOutbox {
  list(limit: number): Promise<OutboxSms[]>;
  latestTo(to: string): Promise<OutboxSms | undefined>;
}

export interface NewSmsCode {
  readonly memberId: MemberId;
  readonly mobile: string;
  readonly codeDigest: string;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

/** The SMS codes sent to members. Only digests are kept. */
export interface SmsCodes {
  add(code: NewSmsCode): Promise<void>;
  /** The member's newest code for this number not used yet, expired or not; undefined when she has none. */
  latestUnusedFor(memberId: MemberId, mobile: string): Promise<StoredSmsCode | undefined>;
  /** Counts one try of a code, atomically, and gives the code as it is after it. */
  countTry(id: number): Promise<StoredSmsCode | undefined>;
  /** Inside the order's transaction: uses the code once; false when it was used already (a parallel order took it). */
  use(id: number, now: Date): Promise<boolean>;
}

/** Inside the order's transaction: the mandate of each direct-debit payment. */
export interface DirectDebitMandates {
  add(mandate: NewMandate): Promise<void>;
}

/** Whether the operator blocked a member for direct debit (members.direct_debit_blocked). */
export interface DirectDebitBlocks {
  isBlocked(memberId: MemberId): Promise<boolean>;
}
