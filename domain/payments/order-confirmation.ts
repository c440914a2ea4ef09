import { creditedBeforeCollection } from '../direct-debit/collection';
import { textsFor } from '../shared/locale-texts';
import en from './order-texts/en.json';
import nl from './order-texts/nl.json';
import type { Payment } from './payment';

const METHOD_NAMES: Readonly<Record<string, string>> = {
  sdd: 'SEPA Direct Debit',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  creditcard: 'Creditcard',
  paypal: 'PayPal',
  sct: 'SEPA Credit Transfer',
  applepay: 'Apple Pay',
  others: '—',
};

/** The confirmation's labels per locale (order-texts/<locale>.json, decision 0060): in her language, Dutch when it has none. */
const TEXTS = { nl, en };

/** An amount in cents as the member reads it: "EUR 19.95" (the mail's text is the same in every client). */
export const amountText = (amountCents: number, currency: string): string => `${currency} ${(amountCents / 100).toFixed(2)}`;

/** Which confirmation a completed order gets: a direct debit's says the credits are there and the money follows. */
export const orderConfirmationTemplate = (payment: Payment): 'payment_confirmation' | 'direct_debit_confirmation' =>
  creditedBeforeCollection(payment) ? 'direct_debit_confirmation' : 'payment_confirmation';

/**
 * The facts the order confirmation lists (issue 12: the order, the price; the company details are in every mail's
 * footer). A direct debit's amount is "to be collected", not "paid" (issue 22).
 */
export function orderConfirmationFacts(payment: Payment, language: string): readonly (readonly [string, string])[] {
  const words = textsFor(TEXTS, language);
  const facts: [string, string][] = [
    [words.order, payment.paymentId],
    [words.credits, String(payment.credits)],
  ];
  if (payment.discountCode) {
    facts.push([words.list, amountText(payment.listAmount, payment.currency)]);
    facts.push([words.discount, `${payment.discountCode} (${payment.discountPercentage}%)`]);
  }
  facts.push([creditedBeforeCollection(payment) ? words.collected : words.paid, amountText(payment.amount, payment.currency)]);
  facts.push([words.method, METHOD_NAMES[payment.method] ?? payment.method]);
  facts.push([words.date, (payment.paidAt ?? payment.updatedAt).toISOString().slice(0, 16).replace('T', ' ') + ' UTC']);
  facts.push([words.consent, words.consentText]);
  return facts;
}
