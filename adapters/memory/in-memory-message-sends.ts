import type { ChargedMessage, MessageSends, SendingContext } from '../../domain/chat/ports';
import { otherMember, type ChatMessage } from '../../domain/chat/conversation';
import type { Clock } from '../../domain/shared/clock';
import type { ConversationId, MemberId } from '../../domain/shared/ids';
import { credits, type Credits } from '../../domain/shared/quantities';
import { blockedEitherWay } from './in-memory-blocks';
import { InMemoryConversations } from './in-memory-conversations';
import { InMemoryCreditLedger } from './in-memory-credit-ledger';
import { InMemoryMemberAccounts } from './in-memory-member-accounts';
import type { InMemoryStore } from './in-memory-store';

/**
 * The send's two steps on the in-memory store, through the same repositories the rest of the scope uses. Its
 * transactions run one at a time, so the lock is a read and the count `store` repeats is the one `open` made.
 */
export class InMemoryMessageSends implements MessageSends {
  private readonly members: InMemoryMemberAccounts;
  private readonly conversations: InMemoryConversations;
  private readonly ledger: InMemoryCreditLedger;

  constructor(private readonly data: InMemoryStore, clock: Clock) {
    this.members = new InMemoryMemberAccounts(data, clock);
    this.conversations = new InMemoryConversations(data);
    this.ledger = new InMemoryCreditLedger(data);
  }

  async open(senderId: MemberId, id: ConversationId): Promise<SendingContext | undefined> {
    const sender = await this.members.lock(senderId);
    if (!sender) return undefined;
    const conversation = await this.conversations.findForMember(id, senderId);
    const recipient = conversation ? await this.members.findAccount(otherMember(conversation, senderId)) : undefined;
    return {
      sender,
      conversation,
      recipient: recipient && { id: recipient.id, status: recipient.status },
      blocked: recipient !== undefined && blockedEitherWay(this.data, senderId, recipient.id),
      started: conversation !== undefined && (await this.conversations.hasMessages(conversation.id)),
      openConversations: sender.paidUser ? 0 : await this.conversations.countFor(senderId),
    };
  }

  async store(message: ChargedMessage): Promise<{ message: ChatMessage; balance: Credits } | 'conversation_limit'> {
    if (message.startLimit !== undefined && !(await this.conversations.hasMessages(message.conversationId))) {
      if ((await this.conversations.countFor(message.senderId)) >= message.startLimit) return 'conversation_limit';
    }
    let balance: Credits;
    if (message.charge.kind === 'free_message') {
      await this.members.useFreeMessage(message.senderId);
      balance = credits((await this.members.findAccount(message.senderId))?.credits ?? 0);
    } else {
      balance = await this.ledger.record({ memberId: message.senderId, amount: credits(-message.charge.amount), reason: message.charge.reason, at: message.sentAt });
    }
    return { message: await this.conversations.addMessage(message), balance };
  }
}
