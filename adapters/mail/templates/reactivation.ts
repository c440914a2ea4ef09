import type { LocalisedCopy } from './copy';

export const reactivation: LocalisedCopy = {
  nl: {
    subject: 'Je account bij {site} heropenen',
    greeting: 'Hoi {name},',
    paragraphs: ['Je account bij {site} is verwijderd. Tot 14 dagen na het verwijderen kun je het heropenen met de knop hieronder.'],
    button: 'Account heropenen',
    after: ['Doe je niets, dan wordt je account na 14 dagen definitief verwijderd.'],
  },
  en: {
    subject: 'Reopen your account at {site}',
    greeting: 'Hi {name},',
    paragraphs: ['Your account at {site} has been deleted. Up to 14 days after deleting it you can reopen it with the button below.'],
    button: 'Reopen account',
    after: ['If you do nothing, your account is deleted for good after 14 days.'],
  },
};
