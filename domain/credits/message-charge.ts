import { DomainError } from '../shared/domain-error';
import { credits, type Credits } from '../shared/quantities';

export type MessageCharge = { readonly kind: 'free_message' } | { readonly kind: 'credits'; readonly amount: Credits };

/** What sending one message costs this member: a gratis message while any are left, otherwise message_credits. */
export function messageCharge(sender: { freeMessages: number; credits: Credits }, messageCredits: number): MessageCharge {
  if (sender.freeMessages > 0) return { kind: 'free_message' };
  if (sender.credits < messageCredits) {
    throw new DomainError('insufficient_credits', { details: { needed: messageCredits, balance: sender.credits } });
  }
  return { kind: 'credits', amount: credits(messageCredits) };
}
