import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { disabledAfterTurningMailOn, type EmailPreferences, type MailRecipient } from './email-preferences';
import type { EmailPreferencesStore } from './ports';

/** Her e-mail settings as /notifications shows them: the eight preferences and why her mail is stopped, if it is. */
export class ReadEmailSettings {
  constructor(private readonly deps: { preferences: EmailPreferencesStore }) {}

  async run(member: MemberId): Promise<MailRecipient> {
    const settings = await this.deps.preferences.recipientOf(member);
    if (!settings) throw new DomainError('not_found');
    return settings;
  }
}

export interface EmailSettingsChange {
  /** The preferences she switched; the others stay as they are. */
  readonly preferences?: Partial<EmailPreferences>;
  /**
   * She turns her mail back on after it was stopped: a complaint (fbl) and an unsubscribe are undone, a bounce is not
   * (decision 0056: only an address she confirms clears it).
   */
  readonly turnMailOn?: boolean;
}

/** She changes her e-mail settings on /notifications: each switch is saved at once, and only hers. */
export class ChangeEmailSettings {
  constructor(private readonly deps: { preferences: EmailPreferencesStore }) {}

  async run(member: MemberId, change: EmailSettingsChange): Promise<MailRecipient> {
    const store = this.deps.preferences;
    if (change.preferences && Object.keys(change.preferences).length > 0) {
      if (!(await store.setPreferences(member, change.preferences))) throw new DomainError('not_found');
    }
    if (change.turnMailOn) {
      const now = await store.recipientOf(member);
      if (!now) throw new DomainError('not_found');
      const staying = disabledAfterTurningMailOn(now.notificationsDisabled);
      await store.enableNotifications(member, now.notificationsDisabled.filter((reason) => !staying.includes(reason)));
    }
    const after = await store.recipientOf(member);
    if (!after) throw new DomainError('not_found');
    return after;
  }
}
