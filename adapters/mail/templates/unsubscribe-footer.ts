import type { UnsubscribeTopic } from '../../../domain/notifications/unsubscribe';
import type { MailLocale } from './copy';

/** The footer of a mail she may stop (decision 0057): what it is, the link that stops it, her e-mail settings. */
export interface UnsubscribeFooterCopy {
  /** Why she gets it; `{topic}` is filled in. */
  readonly because: string;
  readonly unsubscribe: string;
  readonly preferences: string;
  readonly topics: Readonly<Record<UnsubscribeTopic, string>>;
}

export const unsubscribeFooterCopy: Readonly<Record<MailLocale, UnsubscribeFooterCopy>> = {
  nl: {
    because: 'Je krijgt deze e-mail omdat e-mails over {topic} aan staan.',
    unsubscribe: 'Afmelden',
    preferences: 'E-mailinstellingen',
    topics: {
      new_conversations: 'nieuwe gesprekken',
      new_messages: 'nieuwe berichten',
      like: 'likes en matches',
      unread_message_reminders: 'ongelezen berichten',
      promotions: 'aanbiedingen',
      weekly_updates: 'je wekelijkse update',
      news: 'nieuws',
      reminders: 'herinneringen',
      all: 'je account',
    },
  },
  en: {
    because: 'You get this email because emails about {topic} are on.',
    unsubscribe: 'Unsubscribe',
    preferences: 'Email settings',
    topics: {
      new_conversations: 'new conversations',
      new_messages: 'new messages',
      like: 'likes and matches',
      unread_message_reminders: 'unread messages',
      promotions: 'offers',
      weekly_updates: 'your weekly update',
      news: 'news',
      reminders: 'reminders',
      all: 'your account',
    },
  },
};
