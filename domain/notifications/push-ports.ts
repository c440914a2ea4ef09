import type { OutgoingMail } from '../mail/mailer';
import type { ProfileSettings } from '../profiles/settings-ports';
import type { MemberId } from '../shared/ids';
import type { MemberNotice } from './member-notice';
import type { NoticeFacts, PushDeliveryOptions, PushPayload } from './push-message';

/** A browser's push subscription, as the server sends to it (RFC 8291: the endpoint and the keys the payload is encrypted to). */
export interface PushEndpoint {
  readonly endpoint: string;
  /** The subscriber's P-256 public key, base64url. */
  readonly p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  readonly auth: string;
}

/** One push to one subscription: an outbox row of its own, so a failing device is retried alone. */
export interface PushDelivery {
  readonly memberId: MemberId;
  readonly subscription: PushEndpoint;
  readonly payload: PushPayload;
  readonly options: PushDeliveryOptions;
}

/** What a notice says now and where her pushes go; undefined when nothing should be said any more. */
export interface NoticeReading {
  readonly facts: NoticeFacts;
  readonly subscriptions: readonly PushEndpoint[];
}

export interface NoticeReader {
  /**
   * Reads the notice as it stands: undefined when the recipient or the other member is gone (deleted, blocked either
   * way), or the message is held (an unconfirmed sender) or removed.
   */
  read(notice: MemberNotice): Promise<NoticeReading | undefined>;
}

/** The mail a notice becomes, if any (H5's notice mails, decision 0056: the preference is checked again at delivery). */
export type NoticeMail = (notice: MemberNotice, facts: NoticeFacts) => OutgoingMail | null | Promise<OutgoingMail | null>;

export type PushOutcome = 'delivered' | 'gone';

/**
 * Hands a push to the subscription's push service (web push: VAPID-signed, RFC 8291-encrypted). `gone` when the
 * service says the subscription no longer exists (404/410); throws on anything else so the outbox tries again.
 */
export interface PushTransport {
  send(push: PushDelivery, deliveryId: string): Promise<PushOutcome>;
}

/** The stored subscriptions, as push delivery changes them: one the push service no longer knows is removed. */
export type PushSubscriptionRemoval = Pick<ProfileSettings, 'removePushSubscription'>;
