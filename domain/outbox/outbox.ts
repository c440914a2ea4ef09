import type { OutgoingMail } from '../mail/mailer';
import type { MemberNotice } from '../notifications/member-notice';
import type { PushDelivery } from '../notifications/push-ports';

/**
 * A side effect a use case causes after its commit: written as a row in the same transaction as the change it
 * follows from, delivered afterwards by the outbox worker (decision 0042). A rolled-back transaction leaves none.
 */
export type OutboxItem =
  | { readonly kind: 'mail'; readonly mail: OutgoingMail }
  | { readonly kind: 'sms'; readonly to: string; readonly text: string }
  /** A message, like or match to tell a member of (decision 0055): fanned out into push and mail rows. */
  | { readonly kind: 'notice'; readonly notice: MemberNotice }
  /** One web push to one of her subscriptions. */
  | { readonly kind: 'push'; readonly push: PushDelivery };

/** Where a use case puts what must happen after its commit. In a transaction scope it writes through the transaction. */
export interface Outbox {
  add(item: OutboxItem): Promise<void>;
}

/** A row taken by one worker for delivery: no other worker takes it until its lease ends. */
export interface ClaimedItem {
  readonly id: number;
  readonly item: OutboxItem;
  /** Delivery attempts so far, this one included. */
  readonly attempts: number;
  readonly createdAt: Date;
}

export type OutboxState = 'pending' | 'delivered' | 'dead';

/** A row as the operator sees it: what, how often tried, why it failed. */
export interface OutboxRecord {
  readonly id: number;
  readonly kind: OutboxItem['kind'];
  readonly state: OutboxState;
  readonly attempts: number;
  readonly createdAt: Date;
  readonly nextAttemptAt: Date;
  readonly deliveredAt: Date | null;
  readonly lastError: string | null;
}

export interface OutboxCounts {
  readonly pending: number;
  readonly delivered: number;
  readonly dead: number;
}

/**
 * The worker's side of the outbox. `claim` takes due rows whose lease is free and leases them to the caller in one
 * atomic step (FOR UPDATE SKIP LOCKED on PostgreSQL), so a row is delivered by one worker at a time across every
 * instance; a worker that dies leaves its rows to be claimed again when the lease ends. Only a crash between a
 * receiver's acceptance and `delivered` sends a row twice, under the same delivery id.
 */
export interface OutboxQueue {
  /** Leases due rows to `worker` (a name unique to one worker of one instance). */
  claim(now: Date, limit: number, leaseSeconds: number, worker: string): Promise<ClaimedItem[]>;
  /**
   * Renews the worker's lease on a row right before it delivers it: false when the worker no longer holds the row
   * (its lease ended while it delivered the rows before, and another worker took it). A slow batch so never sends a
   * row another worker sends too.
   */
  hold(id: number, worker: string, now: Date, leaseSeconds: number): Promise<boolean>;
  delivered(id: number, now: Date): Promise<void>;
  /** Failed this time: tried again at `nextAttemptAt`. */
  retryLater(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Failed for the last time: kept as dead for the operator, never tried again unless she revives it. */
  bury(id: number, error: string, now: Date): Promise<void>;
  /** Dead rows go back to pending with their attempts reset (the operator fixed the cause). Returns how many. */
  revive(now: Date): Promise<number>;
  counts(): Promise<OutboxCounts>;
  /** The newest rows in a state, newest first: the dead ones with their last error, for the operator. */
  list(state: OutboxState, limit: number): Promise<OutboxRecord[]>;
}

/** Delivers one kind of item to the world (SMTP, an SMS gateway, the development mailbox). Throws when it failed. */
export interface MailTransport {
  /** `messageId` is the same on every attempt of one row, so a receiver can drop a second copy. */
  deliver(mail: OutgoingMail, messageId: string): Promise<void>;
}

export interface SmsTransport {
  deliver(to: string, text: string, messageId: string): Promise<void>;
}
