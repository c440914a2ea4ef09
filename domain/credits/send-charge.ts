import type { MessageAttachment } from '../chat/attachment';
import { DomainError } from '../shared/domain-error';
import { credits, type Credits } from '../shared/quantities';
import { messageCharge, type MessageCharge } from './message-charge';

export interface SendPrices {
  readonly message_credits: number;
  readonly gift_credits: number;
  readonly photo_credits: number;
}

export type SendCharge = MessageCharge & { readonly reason: 'message' | 'gift' | 'photo' };

/**
 * What sending costs (SPEC §3, §6): a text message or a GIF a gratis message while any are left, else message_credits; a
 * gift gift_credits and a photo photo_credits, always in credits. Fails with insufficient_credits.
 */
export function sendCharge(sender: { freeMessages: number; credits: Credits }, attachment: MessageAttachment | null, prices: SendPrices): SendCharge {
  // A GIF says what a message says: it costs what a message costs.
  if (!attachment || attachment.kind === 'gif' || attachment.kind === 'photo_removed') return { ...messageCharge(sender, prices.message_credits), reason: 'message' };
  const price = attachment.kind === 'gift' ? prices.gift_credits : prices.photo_credits;
  if (sender.credits < price) throw new DomainError('insufficient_credits', { details: { needed: price, balance: sender.credits } });
  return { kind: 'credits', amount: credits(price), reason: attachment.kind };
}
