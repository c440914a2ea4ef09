import type { CountedCopy } from './copy';

/*
 * Issue 23, decision 0059: the unread-message reminder (category unread_message_reminders). `{other}` wrote first and
 * has waited longest; `others` is how many more conversations wait. Like the notice mails, it never quotes a message.
 */
export const unreadReminder: CountedCopy = ({ others = 0 }) => ({
  nl: {
    subject: '{other} wacht op je antwoord',
    greeting: 'Hoi {name},',
    paragraphs: [
      '{other} heeft je een bericht gestuurd op {site} en wacht nog op je antwoord.',
      ...(others === 1 ? ['Er wacht ook nog iemand anders op een antwoord van je.'] : others > 1 ? [`Er wachten ook nog ${others} anderen op een antwoord van je.`] : []),
    ],
    button: others > 0 ? 'Naar je berichten' : 'Lees het bericht',
    after: ['Over dit bericht sturen we je geen herinnering meer.'],
  },
  en: {
    subject: '{other} is waiting for your reply',
    greeting: 'Hi {name},',
    paragraphs: [
      '{other} sent you a message on {site} and is still waiting for your reply.',
      ...(others === 1 ? ['Someone else is waiting for your reply too.'] : others > 1 ? [`${others} others are waiting for your reply too.`] : []),
    ],
    button: others > 0 ? 'Go to your messages' : 'Read the message',
    after: ['This is the only reminder we send about this message.'],
  },
});
