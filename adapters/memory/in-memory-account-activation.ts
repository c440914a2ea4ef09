import type { AccountActivation, AccountScope, AccountTransactions, Invites, MemberTracking, ReleasedMessage } from '../../domain/accounts/activation';
import type { InMemoryLinkStore } from './in-memory-link-store';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { ChatMessage } from '../../domain/chat/conversation';
import type { MemberId } from '../../domain/shared/ids';
import type { Transactions } from '../../domain/transactions';
import type { InMemoryStore } from './in-memory-store';

/** The state of this area, kept beside the shared store and rolled back with it. */
export interface SignupActivationState {
  invites: Map<string, { usedBy: MemberId | null; usedAt: Date | null }>;
  tracking: Map<MemberId, TrackingData & { createdAt: Date }>;
}

export class InMemoryInvites implements Invites {
  constructor(private readonly state: SignupActivationState) {}

  add(code: string): void {
    this.state.invites.set(code, { usedBy: null, usedAt: null });
  }

  async claim(code: string, memberId: MemberId, at: Date): Promise<boolean> {
    const invite = this.state.invites.get(code);
    if (!invite || invite.usedBy !== null) return false;
    this.state.invites.set(code, { usedBy: memberId, usedAt: new Date(at.getTime()) });
    return true;
  }
}

export class InMemoryMemberTracking implements MemberTracking {
  constructor(private readonly state: SignupActivationState) {}

  async attach(memberId: MemberId, data: TrackingData, at: Date): Promise<void> {
    this.state.tracking.set(memberId, { ...data, createdAt: new Date(at.getTime()) });
  }
}

/** Same rules as PostgresAccountActivation. */
export class InMemoryAccountActivation implements AccountActivation {
  /** `activatedAt`: the moment of a confirmation, as the database's transaction time is (tests may pass their clock). */
  constructor(
    private readonly store: InMemoryStore,
    private readonly activatedAt: () => Date = () => new Date(),
  ) {}

  async confirm(memberId: MemberId): Promise<boolean> {
    const member = this.store.member(memberId);
    if (!member || member.status !== 'not_confirmed') return false;
    member.status = 'active';
    member.activatedAt = this.activatedAt();
    if (member.profile.status === 'disabled') member.profile = { ...member.profile, status: 'active' };
    return true;
  }

  async releaseHeldFrom(memberId: MemberId): Promise<ReleasedMessage[]> {
    const data = this.store.data;
    const released: ReleasedMessage[] = [];
    data.messages = data.messages.map((message): ChatMessage => {
      if (!message.held || message.senderId !== memberId) return message;
      const delivered = { ...message, held: false };
      const conversation = data.conversations.get(message.conversationId);
      if (conversation) {
        const recipientId = conversation.memberIds[0] === memberId ? conversation.memberIds[1] : conversation.memberIds[0];
        conversation.unread.set(recipientId, (conversation.unread.get(recipientId) ?? 0) + 1);
        if (!conversation.lastMessageAt || conversation.lastMessageAt < message.sentAt) conversation.lastMessageAt = message.sentAt;
        released.push({ message: { ...delivered, sentAt: new Date(delivered.sentAt.getTime()) }, recipientId });
      }
      return delivered;
    });
    return released;
  }
}


/** Runs inside the shared in-memory transactions and rolls this area's state back with the store. */
export class InMemoryAccountTransactions implements AccountTransactions {
  constructor(
    private readonly transactions: Transactions,
    private readonly store: InMemoryStore,
    private readonly state: SignupActivationState,
    private readonly linkStore: InMemoryLinkStore,
  ) {}

  run<T>(work: (scope: AccountScope) => Promise<T>): Promise<T> {
    return this.transactions.run(async (scope) => {
      const invites = structuredClone(this.state.invites);
      const tracking = structuredClone(this.state.tracking);
      // The links are rolled back too, as account_links rows written in the transaction would be.
      const links = this.linkStore.rows.map((row) => ({ ...row }));
      try {
        return await work({
          ...scope,
          linkStore: this.linkStore,
          invites: new InMemoryInvites(this.state),
          tracking: new InMemoryMemberTracking(this.state),
          activation: new InMemoryAccountActivation(this.store),
        });
      } catch (error) {
        this.state.invites = invites;
        this.state.tracking = tracking;
        this.linkStore.rows.splice(0, this.linkStore.rows.length, ...links);
        throw error;
      }
    });
  }
}
