import type { LocalisedCopy } from './copy';

/*
 * Issue 23, decision 0059: the one promotional mail (category promotions, opt-in), about an hour before the welcome
 * time bonus ends (SPEC §9: TIMEBONUS25, 25 %, 4 hours from signup). The credits page applies the bonus by itself.
 */
export const promotion: LocalisedCopy = {
  nl: {
    subject: 'Nog 1 uur: 25% korting op je eerste credits',
    greeting: 'Hoi {name},',
    paragraphs: [
      'Als nieuw lid van {site} krijg je 25% korting op je eerste credits. Die welkomstkorting loopt over ongeveer een uur af.',
      'De korting staat al voor je klaar: kies je credits en je ziet hem meteen in je bestelling.',
    ],
    button: 'Kies je credits',
    after: [],
  },
  en: {
    subject: 'One hour left: 25% off your first credits',
    greeting: 'Hi {name},',
    paragraphs: [
      'As a new member of {site} you get 25% off your first credits. This welcome discount ends in about an hour.',
      'The discount is ready for you: choose your credits and you will see it in your order straight away.',
    ],
    button: 'Choose your credits',
    after: [],
  },
};
