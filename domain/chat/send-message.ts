import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { ConversationId, MemberId } from '../shared/ids';
import { credits } from '../shared/quantities';
import type { Transactions } from '../transactions';
import type { EventBus } from '../realtime/live-event';
import { sendCharge } from '../credits/send-charge';
import type { MessageAttachment } from './attachment';
import type { Blocks } from '../privacy/ports';
import { otherMember, type ChatMessage } from './conversation';
import { canOpenConversation } from './conversation-limit';
import type { Conversations } from './ports';
import type { SiteSettingsStore } from '../settings/site-settings';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';

export interface SendMessageCommand {
  readonly senderId: MemberId;
  readonly conversationId: ConversationId;
  readonly text: string;
  /** A gift or a photo it carries (the text may then be empty); a photo's files are stored already. */
  readonly attachment?: MessageAttachment;
  /** The domain the member uses: its settings give the price (`message_credits`), the length and the rate limits. */
  readonly domain: string;
}

export interface SentMessage {
  readonly message: ChatMessage;
  readonly balance: number;
}

/**
 * Locks the sender, checks allowance and balance, debits through the ledger and stores the message in one
 * transaction; only after commit are the members told.
 * The first message of a conversation starts it: a free member at her limit of conversations is refused then.
 * Fails with `rate_limited` (a burst per 10 seconds, then per hour), `invalid_input` (field `text`), `not_found`,
 * `blocked`, `conversation_limit`, `insufficient_credits`.
 */
export class SendMessage {
  constructor(
    private readonly deps: {
      transactions: Transactions;
      clock: Clock;
      events: EventBus;
      conversations: Conversations;
      blocks: Blocks;
      settings: SiteSettingsStore;
      rateLimiter: RateLimiter;
    },
  ) {}

  async run(command: SendMessageCommand): Promise<SentMessage> {
    const settings = await this.deps.settings.forDomain(command.domain);
    // A burst, then a steady rate (security.md): a person typing never meets either.
    const limiter = this.deps.rateLimiter;
    await requireWithinLimit(limiter, `message-burst:${command.senderId}`, settings.message_burst_per_10_seconds, 10, this.deps.clock.now());
    await requireWithinLimit(limiter, `message-hour:${command.senderId}`, settings.messages_per_hour, 3600, this.deps.clock.now());
    const body = command.text.trim();
    const attachment = command.attachment ?? null;
    if (body.length === 0 && !attachment) throw new DomainError('invalid_input', { field: 'text', message: 'empty' });
    if ([...body].length > settings.message_length) throw new DomainError('invalid_input', { field: 'text', message: 'too_long' });

    // Blocks are checked before the transaction: its scope holds the one connection (PGlite) and Blocks is not in it.
    const existing = await this.deps.conversations.findForMember(command.conversationId, command.senderId);
    if (!existing) throw new DomainError('not_found', { field: 'conversation_id' });
    if (await this.deps.blocks.isBlockedEitherWay(command.senderId, otherMember(existing, command.senderId))) {
      throw new DomainError('blocked', { field: 'conversation_id' });
    }

    const now = this.deps.clock.now();
    const sent = await this.deps.transactions.run(async ({ members, ledger, conversations }) => {
      const sender = await members.lock(command.senderId);
      if (!sender || sender.status === 'deleted') throw new DomainError('not_found');
      const conversation = await conversations.findForMember(command.conversationId, command.senderId);
      if (!conversation) throw new DomainError('not_found', { field: 'conversation_id' });
      // SPEC §6: the first message starts the conversation, so it is the one a free member's allowance counts.
      if (!(await conversations.hasMessages(conversation.id)) && !canOpenConversation(sender, await conversations.countFor(sender.id))) {
        throw new DomainError('conversation_limit');
      }
      const recipientId = otherMember(conversation, command.senderId);
      const recipient = await members.findAccount(recipientId);
      if (!recipient || recipient.status === 'deleted') throw new DomainError('not_found', { field: 'conversation_id' });

      const charge = sendCharge(sender, attachment, settings);
      let balance: number = sender.credits;
      if (charge.kind === 'free_message') await members.useFreeMessage(sender.id);
      else balance = await ledger.record({ memberId: sender.id, amount: credits(-charge.amount), reason: charge.reason, at: now });

      const held = sender.status === 'not_confirmed';
      const message = await conversations.addMessage({ conversationId: conversation.id, senderId: sender.id, recipientId, body, sentAt: now, held, attachment });
      return { message, balance, recipientId, charged: charge.kind === 'credits' };
    });

    const live = sent.message;
    await this.deps.events.publish(command.senderId, { type: 'message', message: live });
    if (sent.charged) await this.deps.events.publish(command.senderId, { type: 'credits', credits: sent.balance });
    if (!sent.message.held) await this.deps.events.publish(sent.recipientId, { type: 'message', message: live });
    return { message: sent.message, balance: sent.balance };
  }
}
