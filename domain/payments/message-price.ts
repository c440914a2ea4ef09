import { cents, type Cents } from '../shared/quantities';

/**
 * What one message costs in a bundle, from the price actually charged for it (after any discount), in whole cents.
 * `exact` says whether the figure adds up: messages × each = the price. When the price does not divide into whole
 * cents (50 credits at 25 % off: € 7,46 for 5 messages, € 1,492 each) `each` is the nearest cent and the figure may
 * only be shown as an approximation ("ca. € 1,49"): a page never states a per-message price that does not add up
 * (decision 0046).
 */
export interface MessagePrice {
  readonly each: Cents;
  readonly exact: boolean;
}

/** The price of one message when `amount` buys `messages` of them; null when it buys none (no per-message price). */
export function messagePrice(amount: Cents, messages: number): MessagePrice | null {
  if (!Number.isInteger(messages) || messages < 1) return null;
  const each = cents(Math.round(amount / messages));
  return { each, exact: each * messages === amount };
}
