import type { LocalisedCopy } from './copy';

export const passwordReset: LocalisedCopy = {
  nl: {
    subject: 'Nieuw wachtwoord voor {site}',
    greeting: 'Hoi {name},',
    paragraphs: ['Je hebt gevraagd om een nieuw wachtwoord. Kies er een met de knop hieronder.'],
    button: 'Nieuw wachtwoord kiezen',
    after: ['De link werkt één keer en verloopt snel.', 'Heb je dit niet gevraagd? Dan blijft je wachtwoord zoals het is.'],
  },
  en: {
    subject: 'New password for {site}',
    greeting: 'Hi {name},',
    paragraphs: ['You asked for a new password. Choose one with the button below.'],
    button: 'Choose a new password',
    after: ['The link works once and expires soon.', 'Did not ask for this? Then your password stays as it is.'],
  },
};
