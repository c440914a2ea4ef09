import type { MemberStatus } from '../../domain/accounts/member';
import type { CreditEntry, Session } from '../../domain/accounts/ports';
import type { ChatMessage } from '../../domain/chat/conversation';
import type { NewMandate } from '../../domain/direct-debit/mandate';
import type { StoredSmsCode } from '../../domain/direct-debit/sms-code';
import type { DiscountCode } from '../../domain/discounts/discount';
import type { PaymentRefund } from '../../domain/operators/payments/payment-refunds';
import type { Payment } from '../../domain/payments/payment';
import type { NewProfile } from '../../domain/profiles/profile';
import type { ConversationId, MemberId } from '../../domain/shared/ids';
import type { Credits } from '../../domain/shared/quantities';

export interface StoredMember {
  readonly id: MemberId;
  email: string;
  passwordHash: string;
  status: MemberStatus;
  credits: Credits;
  freeMessages: number;
  paidUser: boolean;
  signupDate: Date;
  language: string;
  notificationsDisabled: string[];
  invisible: boolean;
  deletedAt: Date | null;
  profile: NewProfile;
  /** The domain she signed up on, and when she confirmed her address (the dashboard, decision 0078). */
  domain?: string;
  activatedAt?: Date;
}

export interface StoredConversation {
  readonly id: ConversationId;
  readonly memberIds: readonly [MemberId, MemberId];
  readonly createdAt: Date;
  lastMessageAt: Date | null;
  /** Unread count per participant. */
  unread: Map<MemberId, number>;
  /** The last message there was when a participant removed the chat from her list. */
  removedThrough?: Map<MemberId, number>;
}

export interface StoredCreditEntry extends CreditEntry {
  readonly id: number;
}

/** A code held for a payment: reserved while it is open, redeemed once it completed (decision 0044). */
export interface StoredRedemption {
  readonly code: string;
  readonly memberId: MemberId;
  readonly paymentId: string;
  readonly status: 'reserved' | 'redeemed';
  readonly singleUse: boolean;
  readonly welcome: boolean;
  readonly at: Date;
}

/** What a database transaction covers: rolled back together. */
export interface TransactionalData {
  members: Map<MemberId, StoredMember>;
  ledger: StoredCreditEntry[];
  conversations: Map<ConversationId, StoredConversation>;
  messages: ChatMessage[];
  payments: Payment[];
  /** The operator's discount codes, by the code in upper case (as the unique index on upper(code)). */
  discountCodes: Map<string, DiscountCode>;
  redemptions: StoredRedemption[];
  mandates: NewMandate[];
  smsCodes: StoredSmsCode[];
  /** Refunds and reversals (decision 0076), what members owe in credits, and who may no longer pay by direct debit. */
  refunds: PaymentRefund[];
  debts: { readonly memberId: MemberId; readonly credits: Credits; readonly reference: string; readonly at: Date }[];
  directDebitBlocked: MemberId[];
  sequences: { member: number; conversation: number; message: number; ledger: number; smsCode: number };
}

const emptyData = (): TransactionalData => ({
  members: new Map(),
  ledger: [],
  conversations: new Map(),
  messages: [],
  payments: [],
  discountCodes: new Map(),
  redemptions: [],
  mandates: [],
  smsCodes: [],
  refunds: [],
  debts: [],
  directDebitBlocked: [],
  sequences: { member: 0, conversation: 0, message: 0, ledger: 0, smsCode: 0 },
});

/**
 * All the state of the in-memory adapters in one object, so a transaction can snapshot it and put it back.
 * Sessions sit outside the transactional data: no use case writes them inside a transaction.
 */
export class InMemoryStore {
  data: TransactionalData = emptyData();
  readonly sessions = new Map<string, Session>();
  /** When the payment sweeper last asked about a payment, by payment id (stamped outside transactions). */
  readonly paymentChecks = new Map<string, Date>();

  snapshot(): TransactionalData {
    return structuredClone(this.data);
  }

  restore(snapshot: TransactionalData): void {
    this.data = snapshot;
  }

  member(id: MemberId): StoredMember | undefined {
    return this.data.members.get(id);
  }
}
