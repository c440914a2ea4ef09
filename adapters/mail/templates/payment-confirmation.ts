import type { LocalisedCopy } from './copy';

/** Issue 12: the order confirmation on a durable medium — the order, the price, the waiver; the company in the footer. */
export const paymentConfirmation: LocalisedCopy = {
  nl: {
    subject: 'Je bestelling bij {site} is betaald',
    greeting: 'Hallo {name},',
    paragraphs: [
      'Bedankt voor je bestelling. De credits staan op je account. Hieronder staat wat je hebt besteld en betaald; bewaar deze e-mail als bevestiging.',
      'Je hebt gevraagd de credits direct te leveren. Daarmee is je herroepingsrecht vervallen; de retourvoorwaarden staan op de site.',
    ],
    button: 'Bekijk je bestelling',
    after: ['Vragen over je betaling? Antwoord op deze e-mail of neem contact op met support en vermeld je bestelnummer.'],
  },
  en: {
    subject: 'Your order at {site} is paid',
    greeting: 'Hello {name},',
    paragraphs: [
      'Thank you for your order. The credits are on your account. Below is what you ordered and paid; keep this email as your confirmation.',
      'You asked for the credits to be delivered at once. Your right of withdrawal has therefore lapsed; the return policy is on the site.',
    ],
    button: 'View your order',
    after: ['Questions about your payment? Reply to this email or contact support and quote your order number.'],
  },
};

/**
 * The confirmation of an order by direct debit (issue 22 §2.5): the credits are hers now, the money is collected later
 * — so it says "credited, to be collected", never "paid".
 */
export const directDebitConfirmation: LocalisedCopy = {
  nl: {
    subject: 'Je bestelling bij {site}: de credits zijn bijgeschreven',
    greeting: 'Hallo {name},',
    paragraphs: [
      'Bedankt voor je bestelling. De credits staan op je account. Het bedrag schrijven we de komende dagen af met een automatische incasso van je rekening. Hieronder staat wat je hebt besteld; bewaar deze e-mail als bevestiging.',
      'Je hebt gevraagd de credits direct te leveren. Daarmee is je herroepingsrecht vervallen; de retourvoorwaarden staan op de site.',
    ],
    button: 'Bekijk je bestelling',
    after: ['Vragen over je bestelling of de incasso? Antwoord op deze e-mail of neem contact op met support en vermeld je bestelnummer.'],
  },
  en: {
    subject: 'Your order at {site}: the credits are on your account',
    greeting: 'Hello {name},',
    paragraphs: [
      'Thank you for your order. The credits are on your account. The amount will be collected from your bank account by direct debit in the coming days. Below is what you ordered; keep this email as your confirmation.',
      'You asked for the credits to be delivered at once. Your right of withdrawal has therefore lapsed; the return policy is on the site.',
    ],
    button: 'View your order',
    after: ['Questions about your order or the direct debit? Reply to this email or contact support and quote your order number.'],
  },
};
