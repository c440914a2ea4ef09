import { credits } from '../../domain/shared/quantities';
import { setWorldConstructor, World } from '@cucumber/cucumber';
import { createInMemoryWorld, type InMemoryWorld, type MemberSeed } from '../../test/support/in-memory-world';
import type { LiveEvent } from '../../domain/realtime/live-event';
import { isDomainError, type DomainError } from '../../domain/shared/domain-error';
import type { ConversationId, MemberId } from '../../domain/shared/ids';
import type { StartedCheckout } from '../../domain/payments/start-checkout';

/** The members of a scenario, by first name, acting on the domain through the in-memory world. */
export class ChatWorld extends World {
  app: InMemoryWorld = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  private readonly ids = new Map<string, MemberId>();
  private readonly inboxes = new Map<MemberId, LiveEvent[]>();
  /** The last order a member started (features/payments). */
  lastCheckout: StartedCheckout | undefined;
  /** The last refusal a member met with "tries to". */
  refusal: DomainError | undefined;

  /** The member called `name`, joining with ordinary defaults the first time they are named. */
  async member(name: string, seed: MemberSeed = {}): Promise<MemberId> {
    const known = this.ids.get(name);
    if (known !== undefined) return known;
    const id = await this.app.addMember({ name, email: `${name.toLowerCase()}@example.nl`, ...seed });
    this.ids.set(name, id);
    const inbox: LiveEvent[] = [];
    this.inboxes.set(id, inbox);
    await this.app.events.subscribe(id, (event) => inbox.push(event));
    return id;
  }

  nameOf(id: MemberId): string {
    for (const [name, known] of this.ids) if (known === id) return name;
    throw new Error(`no member with id ${id} in this scenario`);
  }

  /** What reached the member's open tabs as it happened. */
  async eventsOf(name: string): Promise<readonly LiveEvent[]> {
    return this.inboxes.get(await this.member(name)) ?? [];
  }

  stored(id: MemberId) {
    const member = this.app.store.member(id);
    if (!member) throw new Error(`member ${id} is not stored`);
    return member;
  }

  async openConversation(from: string, to: string): Promise<ConversationId> {
    const conversation = await this.app.openConversation.run(await this.member(from), await this.member(to));
    return conversation.id;
  }

  /** Opens the conversation and writes its first message (paid by the writer's credits, which this tops up): it starts the conversation. */
  async startConversation(from: string, to: string): Promise<ConversationId> {
    const sender = await this.member(from);
    await this.app.ledger.record({ memberId: sender, amount: credits(this.app.settings.message_credits), reason: 'purchase', at: this.app.clock.now() });
    const conversationId = await this.openConversation(from, to);
    await this.app.sendMessage.run({ senderId: sender, conversationId, text: `Hoi ${to}!`, domain: this.app.settings.domain });
    return conversationId;
  }

  async sendMessage(from: string, to: string, text: string): Promise<void> {
    const conversationId = await this.openConversation(from, to);
    await this.app.sendMessage.run({ senderId: await this.member(from), conversationId, text, domain: this.app.settings.domain });
  }

  /** Runs what a member tries, keeping the refusal for the "is told" steps. */
  async attempt(action: () => Promise<unknown>): Promise<void> {
    this.refusal = undefined;
    try {
      await action();
    } catch (error) {
      if (!isDomainError(error)) throw error;
      this.refusal = error;
    }
  }
}

setWorldConstructor(ChatWorld);
