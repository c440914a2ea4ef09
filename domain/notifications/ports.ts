import type { MemberId } from '../shared/ids';
import type { EmailPreferences, MailRecipient, NotificationsDisabledReason } from './email-preferences';

/**
 * A member's e-mail preferences and the reasons her notifications are disabled (SPEC §3): read at delivery by the mail
 * gate, changed by her on /notifications and by complaints, bounces and unsubscribes. Each change is one atomic write,
 * so two changes at once (her page and an unsubscribe link) both hold.
 */
export interface EmailPreferencesStore {
  /** What holds for her now: her choices over the defaults, and the disabled reasons. Undefined for no such member. */
  recipientOf(member: MemberId): Promise<MailRecipient | undefined>;
  /** Sets the preferences named in `change`, keeping the others; what holds after. Undefined for no such member. */
  setPreferences(member: MemberId, change: Partial<EmailPreferences>): Promise<MailRecipient | undefined>;
  /** Adds a reason her notifications are disabled (once: a second complaint changes nothing). */
  disableNotifications(member: MemberId, reason: NotificationsDisabledReason): Promise<void>;
  /** Removes these reasons, keeping any other. */
  enableNotifications(member: MemberId, reasons: readonly NotificationsDisabledReason[]): Promise<void>;
}
