import type { LocalisedCopy } from './copy';

/*
 * The notice mails of issue 23 (decision 0056): someone wrote, liked or matched. `{other}` is the other member's
 * profile name. A mail never carries the message itself: mail is read on shared screens and kept for years, so it
 * says who, and the button opens the site, where she is logged in.
 */

/** The first message of a conversation (category new_conversations). */
export const noticeNewConversation: LocalisedCopy = {
  nl: {
    subject: '{other} heeft je een bericht gestuurd',
    greeting: 'Hoi {name},',
    paragraphs: ['{other} wil je graag leren kennen en heeft een gesprek met je gestart op {site}.'],
    button: 'Lees het bericht',
    after: ['Een snel antwoord maakt de beste indruk.'],
  },
  en: {
    subject: '{other} sent you a message',
    greeting: 'Hi {name},',
    paragraphs: ['{other} would like to get to know you and started a conversation with you on {site}.'],
    button: 'Read the message',
    after: ['A quick reply makes the best impression.'],
  },
};

/** A new message in a conversation she has (category new_messages): one mail until she has read it. */
export const noticeNewMessage: LocalisedCopy = {
  nl: {
    subject: 'Nieuw bericht van {other}',
    greeting: 'Hoi {name},',
    paragraphs: ['Er staat een nieuw bericht van {other} voor je klaar op {site}.'],
    button: 'Lees het bericht',
    after: ['Over dit gesprek mailen we je pas weer als je het gelezen hebt.'],
  },
  en: {
    subject: 'New message from {other}',
    greeting: 'Hi {name},',
    paragraphs: ['A new message from {other} is waiting for you on {site}.'],
    button: 'Read the message',
    after: ['We will not mail you about this conversation again until you have read it.'],
  },
};

/** Someone liked her (category like). */
export const noticeLike: LocalisedCopy = {
  nl: {
    subject: '{other} vindt je leuk',
    greeting: 'Hoi {name},',
    paragraphs: ['{other} heeft je een like gegeven op {site}. Vind je {other} ook leuk? Like terug, dan is het een match.'],
    button: 'Bekijk je likes',
    after: [],
  },
  en: {
    subject: '{other} likes you',
    greeting: 'Hi {name},',
    paragraphs: ['{other} liked you on {site}. Do you like {other} too? Like back and it is a match.'],
    button: 'See your likes',
    after: [],
  },
};

/** They liked each other (category like). */
export const noticeMatch: LocalisedCopy = {
  nl: {
    subject: 'Het is een match: jij en {other}',
    greeting: 'Hoi {name},',
    paragraphs: ['Jij en {other} vinden elkaar leuk. Stuur een bericht en maak kennis: wie het eerst iets zegt, valt op.'],
    button: 'Stuur een bericht',
    after: [],
  },
  en: {
    subject: 'It is a match: you and {other}',
    greeting: 'Hi {name},',
    paragraphs: ['You and {other} like each other. Send a message and say hello: whoever speaks first stands out.'],
    button: 'Send a message',
    after: [],
  },
};
