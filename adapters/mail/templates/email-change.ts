import type { LocalisedCopy } from './copy';

export const emailChange: LocalisedCopy = {
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres bij {site}',
    greeting: 'Hoi {name},',
    paragraphs: ['Bevestig met de knop hieronder dat je dit e-mailadres voortaan wilt gebruiken voor je account bij {site}.'],
    button: 'Nieuw e-mailadres bevestigen',
    after: ['De link werkt één keer en verloopt na een dag.', 'Heb je dit niet gevraagd? Negeer deze e-mail dan; er verandert niets.'],
  },
  en: {
    subject: 'Confirm your new email address at {site}',
    greeting: 'Hi {name},',
    paragraphs: ['Confirm with the button below that you want to use this email address for your account at {site} from now on.'],
    button: 'Confirm new email address',
    after: ['The link works once and expires after a day.', 'Did not ask for this? Ignore this email; nothing changes.'],
  },
};
