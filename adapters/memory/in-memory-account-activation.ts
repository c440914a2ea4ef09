import { regionCatalogue } from '../geo/region-data';
import { AccountLinks } from '../../domain/accounts/account-links';
import { ActivateAccount } from '../../domain/accounts/activate-account';
import type { AccountActivation, AccountScope, AccountTransactions, Invites, MemberTracking, ReleasedMessage } from '../../domain/accounts/activation';
import { ResendActivation } from '../../domain/accounts/resend-activation';
import { SignUp } from '../../domain/accounts/sign-up';
import type { SessionStarter } from '../../domain/accounts/session-starter';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { PasswordHasher } from '../../domain/accounts/ports';
import type { ChatMessage } from '../../domain/chat/conversation';
import type { EventBus } from '../../domain/realtime/live-event';
import type { Clock } from '../../domain/shared/clock';
import type { MemberId } from '../../domain/shared/ids';
import type { RandomTokens } from '../../domain/shared/random-tokens';
import type { Transactions } from '../../domain/transactions';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import type { InMemoryStore } from './in-memory-store';
import { CapturingMailer } from './capturing-mailer';
import { InMemoryLinkStore } from './in-memory-link-store';

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
  constructor(private readonly store: InMemoryStore) {}

  async confirm(memberId: MemberId): Promise<boolean> {
    const member = this.store.member(memberId);
    if (!member || member.status !== 'not_confirmed') return false;
    member.status = 'active';
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
  ) {}

  run<T>(work: (scope: AccountScope) => Promise<T>): Promise<T> {
    return this.transactions.run(async (scope) => {
      const invites = structuredClone(this.state.invites);
      const tracking = structuredClone(this.state.tracking);
      try {
        return await work({
          ...scope,
          invites: new InMemoryInvites(this.state),
          tracking: new InMemoryMemberTracking(this.state),
          activation: new InMemoryAccountActivation(this.store),
        });
      } catch (error) {
        this.state.invites = invites;
        this.state.tracking = tracking;
        throw error;
      }
    });
  }
}


/** Signup and activation wired to in-memory adapters, on top of an in-memory world's parts. */
export function createSignupActivation(parts: {
  store: InMemoryStore;
  clock: Clock;
  transactions: Transactions;
  hasher: PasswordHasher;
  sessionStarter: SessionStarter;
  tokens: RandomTokens;
  events: EventBus;
  members: ConstructorParameters<typeof ResendActivation>[0]['members'];
}) {
  const state: SignupActivationState = { invites: new Map(), tracking: new Map() };
  const linkStore = new InMemoryLinkStore();
  const { clock, hasher, tokens, events, members } = parts;
  const links = new AccountLinks({ store: linkStore, tokens, clock });
  const mailer = new CapturingMailer();
  const rateLimiter = new InMemoryRateLimiter();
  const accountTransactions = new InMemoryAccountTransactions(parts.transactions, parts.store, state);
  return {
    state,
    linkStore,
    links,
    mailer,
    rateLimiter,
    invites: new InMemoryInvites(state),
    accountTransactions,
    signUp: new SignUp({ transactions: accountTransactions, hasher, sessions: parts.sessionStarter, clock, links, mailer, regions: regionCatalogue }),
    activateAccount: new ActivateAccount({ links, transactions: accountTransactions, sessions: parts.sessionStarter, events }),
    resendActivation: new ResendActivation({ members, links, mailer, rateLimiter, clock }),
  };
}

export type SignupActivation = ReturnType<typeof createSignupActivation>;
