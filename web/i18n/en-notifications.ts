import type { MessageKeyNotifications } from './nl-notifications';

/** English texts of /notifications, her e-mail preferences — merged into the en catalogue. */
export const enNotifications: Record<MessageKeyNotifications, string> = {
  'notifications.title': 'Notifications and email',
  'notifications.intro': 'Choose what we email you about. Every change is saved right away.',
  'notifications.loading': 'Loading your preferences…',
  'notifications.on': 'On',
  'notifications.off': 'Off',
  'notifications.saved': 'Saved',
  'notifications.sections': 'Sections',
  'notifications.email.title': 'Email',

  'notifications.group.messages': 'Messages',
  'notifications.group.likes': 'Likes and matches',
  'notifications.group.site': 'From {site}',

  'notifications.pref.new_conversations': 'New conversations',
  'notifications.pref.new_conversations.hint': 'When someone starts a conversation with you.',
  'notifications.pref.new_messages': 'New messages',
  'notifications.pref.new_messages.hint': "One email per conversation until you've read it. Not while you're online.",
  'notifications.pref.unread_message_reminders': 'Reminders about unread messages',
  'notifications.pref.unread_message_reminders.hint': 'When a message has been waiting unread for a while.',
  'notifications.pref.like': 'Likes and matches',
  'notifications.pref.like.hint': "When someone likes you or when it's a match.",
  'notifications.pref.weekly_updates': 'Weekly summary',
  'notifications.pref.weekly_updates.hint': 'Once a week: your new likes, matches and new members who fit your search.',
  'notifications.pref.reminders': 'Tips and reminders',
  'notifications.pref.reminders.hint': 'A nudge when your profile still lacks a photo or your welcome bonus is about to end.',
  'notifications.pref.promotions': 'Offers',
  'notifications.pref.promotions.hint': 'Discounts and deals on credits and premium.',
  'notifications.pref.news': 'News',
  'notifications.pref.news.hint': 'New features and other news from {site}.',

  'notifications.transactional': 'Emails about your account, such as your activation link, password resets and payment receipts, are always sent: you need them.',

  'notifications.disabled.title': "We're not emailing you at the moment",
  'notifications.disabled.only': 'Until that changes, you only get emails about your account, such as password resets and payments.',
  'notifications.disabled.unsubscribe': 'You unsubscribed with the link in one of our emails.',
  'notifications.disabled.fbl': 'One of our emails was reported as spam to your email provider.',
  'notifications.disabled.bounce': "Our email to {email} didn't arrive: the address no longer exists or the mailbox refuses our mail.",
  'notifications.disabled.turnOn': 'Turn email back on',
  'notifications.disabled.turnOnBusy': 'Working…',
  'notifications.disabled.bounceFix': "Is your email address out of date? Change it in <link>your settings</link>. As soon as you confirm the new address, we'll email you again.",
  'notifications.turnedOn': "You'll get email from us again.",

  'notifications.push.title': 'Push notifications',
  'notifications.privacy.title': 'Invisible',
};
