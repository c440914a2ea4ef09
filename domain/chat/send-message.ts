import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { ConversationId, MemberId } from '../shared/ids';
import type { Transactions } from '../transactions';
import type { EventBus } from '../realtime/live-event';
import { sendCharge } from '../credits/send-charge';
import type { MessageAttachment } from './attachment';
import type { ChatMessage } from './conversation';
import { canOpenConversation, FREE_CONVERSATION_LIMIT } from './conversation-limit';
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

    const now = this.deps.clock.now();
    // Three statements in the transaction (decision 0050): the sender locked with everything the send decides on, then
    // the message, its charge, the conversation's order and the unread count written together, then the notice.
    const sent = await this.deps.transactions.run(async ({ sends, outbox }) => {
      const context = await sends.open(command.senderId, command.conversationId);
      if (!context?.conversation) throw new DomainError('not_found', { field: 'conversation_id' });
      if (context.blocked) throw new DomainError('blocked', { field: 'conversation_id' });
      const { sender, conversation, recipient } = context;
      if (sender.status === 'deleted') throw new DomainError('not_found');
      // SPEC §6: the first message starts the conversation, so it is the one a free member's allowance counts.
      if (!context.started && !canOpenConversation(sender, context.openConversations)) throw new DomainError('conversation_limit');
      if (!recipient || recipient.status === 'deleted') throw new DomainError('not_found', { field: 'conversation_id' });

      const charge = sendCharge(sender, attachment, settings);
      const held = sender.status === 'not_confirmed';
      const stored = await sends.store({
        conversationId: conversation.id,
        senderId: sender.id,
        recipientId: recipient.id,
        body,
        sentAt: now,
        held,
        attachment,
        charge: charge.kind === 'credits' ? { kind: 'credits', amount: charge.amount, reason: charge.reason } : { kind: 'free_message' },
        // Counted again by the store: the count above may predate a parallel send's first message.
        ...(context.started || sender.paidUser ? {} : { startLimit: FREE_CONVERSATION_LIMIT }),
      });
      if (stored === 'conversation_limit') throw new DomainError('conversation_limit');
      // She hears of it while away (decision 0055): one notice row, fanned out into push and mail after the commit. A held
      // message is not received until the sender confirms her address (SPEC §4), so it is not announced either.
      if (!held) {
        await outbox.add({
          kind: 'notice',
          notice: { kind: 'message', recipientId: recipient.id, senderId: sender.id, conversationId: conversation.id, messageId: stored.message.id, first: !context.started },
        });
      }
      return { ...stored, recipientId: recipient.id, charged: charge.kind === 'credits' };
    });

    const live = sent.message;
    await this.deps.events.publish(command.senderId, { type: 'message', message: live });
    if (sent.charged) await this.deps.events.publish(command.senderId, { type: 'credits', credits: sent.balance });
    if (!sent.message.held) await this.deps.events.publish(sent.recipientId, { type: 'message', message: live });
    return { message: sent.message, balance: sent.balance };
  }
}
