import type { LocalisedCopy } from './copy';

/** To the old address after an email change: the member hears where her account now lives. */
export const emailChanged: LocalisedCopy = {
  nl: {
    subject: 'Het e-mailadres van je account bij {site} is gewijzigd',
    greeting: 'Hoi {name},',
    paragraphs: ['Je account gebruikt vanaf nu een ander e-mailadres. Mails van ons komen voortaan daar aan, niet meer hier.'],
    button: 'Dit was ik niet: kies een nieuw wachtwoord',
    after: [
      'Was jij dit? Dan hoef je niets te doen.',
      'Was jij dit niet? Kies dan met de knop een nieuw wachtwoord en mail ons meteen: wij zetten je e-mailadres terug.',
    ],
  },
  en: {
    subject: 'The email address of your account at {site} was changed',
    greeting: 'Hi {name},',
    paragraphs: ['Your account uses another email address from now on. Our mails will go there, no longer here.'],
    button: 'This was not me: choose a new password',
    after: ['Was this you? Then there is nothing to do.', 'Was this not you? Choose a new password with the button and mail us right away: we will put your address back.'],
  },
};
