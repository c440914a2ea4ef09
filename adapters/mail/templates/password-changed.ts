import type { LocalisedCopy } from './copy';

/** After a password change or reset: the member hears of it, and can act at once if it was not her. */
export const passwordChanged: LocalisedCopy = {
  nl: {
    subject: 'Je wachtwoord voor {site} is gewijzigd',
    greeting: 'Hoi {name},',
    paragraphs: ['Het wachtwoord van je account is zojuist gewijzigd. Al je andere sessies zijn uitgelogd.'],
    button: 'Dit was ik niet: kies een nieuw wachtwoord',
    after: [
      'Was jij dit? Dan hoef je niets te doen.',
      'Was jij dit niet? Kies dan met de knop meteen een nieuw wachtwoord en mail ons, dan kijken we met je mee.',
    ],
  },
  en: {
    subject: 'Your password for {site} was changed',
    greeting: 'Hi {name},',
    paragraphs: ['The password of your account was just changed. All your other sessions were logged out.'],
    button: 'This was not me: choose a new password',
    after: ['Was this you? Then there is nothing to do.', 'Was this not you? Choose a new password with the button right away and mail us, and we will help.'],
  },
};
