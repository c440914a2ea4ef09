import type { Knex } from 'knex';
import {
  emailPreferencesFrom,
  isEmailPreference,
  notificationsDisabledFrom,
  type EmailPreferences,
  type MailRecipient,
  type NotificationsDisabledReason,
} from '../../domain/notifications/email-preferences';
import type { EmailPreferencesStore } from '../../domain/notifications/ports';
import type { MemberId } from '../../domain/shared/ids';

interface PreferenceRow {
  email_preferences: unknown;
  notifications_disabled: unknown;
}

/** jsonb comes back parsed from pg, and as text from some PGlite paths. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

const toRecipient = (row: PreferenceRow): MailRecipient => ({
  preferences: emailPreferencesFrom(parsed(row.email_preferences)),
  notificationsDisabled: notificationsDisabledFrom(parsed(row.notifications_disabled)),
});

/**
 * The preferences in `members.email_preferences` (her choices; migration 20261127_0020) and the reasons in
 * `members.notifications_disabled`. Every change is one UPDATE that merges into the stored value, never a read and a
 * write, so concurrent changes cannot undo each other.
 */
export class PostgresEmailPreferences implements EmailPreferencesStore {
  constructor(private readonly db: Knex) {}

  async recipientOf(member: MemberId): Promise<MailRecipient | undefined> {
    const row = (await this.db('members').select('email_preferences', 'notifications_disabled').where('id', member).first()) as PreferenceRow | undefined;
    return row ? toRecipient(row) : undefined;
  }

  async setPreferences(member: MemberId, change: Partial<EmailPreferences>): Promise<MailRecipient | undefined> {
    const known = Object.fromEntries(Object.entries(change).filter(([key, value]) => isEmailPreference(key) && typeof value === 'boolean'));
    const rows = (await this.db('members')
      .where('id', member)
      .update({ email_preferences: this.db.raw('email_preferences || ?::jsonb', [JSON.stringify(known)]) })
      .returning(['email_preferences', 'notifications_disabled'])) as PreferenceRow[];
    return rows[0] ? toRecipient(rows[0]) : undefined;
  }

  async disableNotifications(member: MemberId, reason: NotificationsDisabledReason): Promise<void> {
    await this.db('members')
      .where('id', member)
      .whereRaw('not (notifications_disabled @> jsonb_build_array(?::text))', [reason])
      .update({ notifications_disabled: this.db.raw('notifications_disabled || jsonb_build_array(?::text)', [reason]) });
  }

  async enableNotifications(member: MemberId, reasons: readonly NotificationsDisabledReason[]): Promise<void> {
    if (reasons.length === 0) return;
    const removal = reasons.map(() => ' - ?::text').join('');
    await this.db('members')
      .where('id', member)
      .update({ notifications_disabled: this.db.raw(`notifications_disabled${removal}`, [...reasons]) });
  }
}
