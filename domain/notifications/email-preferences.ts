import type { MailTemplate } from '../mail/mailer';

/**
 * The e-mail notification preferences of SPEC §3, in the order the /notifications page shows them. Issue 23, decision
 * 0056: every mail but a transactional one belongs to one of them, and is sent only while it is on.
 */
export const EMAIL_PREFERENCES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;

export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

export type EmailPreferences = Readonly<Record<EmailPreference, boolean>>;

/**
 * What a member who never chose gets: every mail about her own conversations, likes and account activity, but no
 * marketing. Promotions and news are opt-in (EU consent for direct marketing: ePrivacy art. 13, GDPR art. 7).
 */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = Object.freeze({
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: false,
  weekly_updates: true,
  news: false,
  reminders: true,
});

/** What a mail is, for the gate: a preference's, or transactional (the account, security and money: always sent). */
export type MailCategory = EmailPreference | 'transactional';

/**
 * Every template's category. A Record over MailTemplate: a template added without a category does not compile, so no
 * new mail can slip past the preferences.
 */
const CATEGORY_OF: Readonly<Record<MailTemplate, MailCategory>> = {
  activation: 'transactional',
  password_reset: 'transactional',
  email_change: 'transactional',
  reactivation: 'transactional',
  password_changed: 'transactional',
  email_changed: 'transactional',
  report: 'transactional',
  complaint: 'transactional',
  payment_confirmation: 'transactional',
  direct_debit_confirmation: 'transactional',
  notice_new_conversation: 'new_conversations',
  notice_new_message: 'new_messages',
  notice_like: 'like',
  notice_match: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
  promotion: 'promotions',
  reminder: 'reminders',
  member_warned: 'transactional',
  member_suspended: 'transactional',
  member_suspension_lifted: 'transactional',
  photo_rejected: 'transactional',
  payment_refunded: 'transactional',
  payment_reversed: 'transactional',
  operator_setup: 'transactional',
  complaint_answered: 'transactional',
};

export const mailCategoryOf = (template: MailTemplate): MailCategory => CATEGORY_OF[template];

/** Why mail to a member stopped (SPEC §3 notifications_disabled, §4): a spam complaint (fbl), a hard bounce, a list unsubscribe. */
export const NOTIFICATIONS_DISABLED_REASONS = ['fbl', 'bounce', 'unsubscribe'] as const;

export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];

export const isNotificationsDisabledReason = (value: unknown): value is NotificationsDisabledReason =>
  typeof value === 'string' && (NOTIFICATIONS_DISABLED_REASONS as readonly string[]).includes(value);

/** What the gate needs to know about the member a mail is for. */
export interface MailRecipient {
  readonly preferences: EmailPreferences;
  readonly notificationsDisabled: readonly NotificationsDisabledReason[];
}

/**
 * May this mail go to her? Transactional mail always (she needs it to use her account, and the law requires some of
 * it); any other only while its preference is on and her notifications are not disabled for any reason.
 */
export function mayMail(recipient: MailRecipient, category: MailCategory): boolean {
  if (category === 'transactional') return true;
  return recipient.preferences[category] && recipient.notificationsDisabled.length === 0;
}

export const isEmailPreference = (value: unknown): value is EmailPreference =>
  typeof value === 'string' && (EMAIL_PREFERENCES as readonly string[]).includes(value);

/**
 * Her preferences from what is stored: the choices she made, the default for any she never made (a preference added
 * later starts at its default). Anything that is not a known preference with a boolean is ignored.
 */
export function emailPreferencesFrom(stored: unknown): EmailPreferences {
  const chosen: Partial<Record<EmailPreference, boolean>> = {};
  if (stored !== null && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (isEmailPreference(key) && typeof value === 'boolean') chosen[key] = value;
    }
  }
  return Object.freeze({ ...DEFAULT_EMAIL_PREFERENCES, ...chosen });
}

/** The disabled list as stored (jsonb), keeping only the reasons SPEC §4 knows, each once. */
export function notificationsDisabledFrom(stored: unknown): NotificationsDisabledReason[] {
  if (!Array.isArray(stored)) return [];
  return NOTIFICATIONS_DISABLED_REASONS.filter((reason) => stored.includes(reason));
}

/**
 * The reasons that stay when she turns her mail back on herself. A complaint (fbl) and an unsubscribe were her own
 * choices, which a new choice undoes; a bounce says the address does not receive mail, which no switch changes: it
 * is cleared only when she confirms an address (a new one, or this one again) by a link sent to it (decision 0056).
 */
export const disabledAfterTurningMailOn = (disabled: readonly NotificationsDisabledReason[]): NotificationsDisabledReason[] =>
  disabled.filter((reason) => reason === 'bounce');

/** The reasons that stay once she proved by a confirmation link that her address receives mail: the bounce goes. */
export const disabledAfterAddressConfirmed = (disabled: readonly NotificationsDisabledReason[]): NotificationsDisabledReason[] =>
  disabled.filter((reason) => reason !== 'bounce');
