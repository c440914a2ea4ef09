import type { LocalisedCopy } from './copy';

export const activation: LocalisedCopy = {
  nl: {
    subject: 'Bevestig je e-mailadres bij {site}',
    greeting: 'Hoi {name},',
    paragraphs: [
      'Welkom bij {site}! Bevestig je e-mailadres met de knop hieronder.',
      'Tot je dat doet, worden je berichten nog niet bezorgd.',
    ],
    button: 'E-mailadres bevestigen',
    after: ['De link werkt één keer en verloopt na een tijdje.', 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.'],
  },
  en: {
    subject: 'Confirm your email address at {site}',
    greeting: 'Hi {name},',
    paragraphs: ['Welcome to {site}! Please confirm your email address with the button below.', 'Until you do, your messages are not delivered.'],
    button: 'Confirm email address',
    after: ['The link works once and expires after a while.', 'Did not sign up? Then you can ignore this email.'],
  },
};
