import {
  emailPreferencesFrom,
  isEmailPreference,
  notificationsDisabledFrom,
  type EmailPreference,
  type EmailPreferences,
  type MailRecipient,
  type NotificationsDisabledReason,
} from '../../domain/notifications/email-preferences';
import type { EmailPreferencesStore } from '../../domain/notifications/ports';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore } from './in-memory-store';

type Choices = Map<MemberId, Partial<Record<EmailPreference, boolean>>>;

/** Kept beside the store, as likes are: every adapter on the same store sees the same choices. */
const choicesOf = new WeakMap<InMemoryStore, Choices>();

/** The preferences beside the in-memory store's members (her choices only, as PostgreSQL keeps them); the disabled reasons on the member. */
export class InMemoryEmailPreferences implements EmailPreferencesStore {
  private readonly chosen: Choices;

  constructor(private readonly store: InMemoryStore) {
    let chosen = choicesOf.get(store);
    if (!chosen) choicesOf.set(store, (chosen = new Map()));
    this.chosen = chosen;
  }

  async recipientOf(member: MemberId): Promise<MailRecipient | undefined> {
    const stored = this.store.member(member);
    if (!stored) return undefined;
    return { preferences: emailPreferencesFrom(this.chosen.get(member) ?? {}), notificationsDisabled: notificationsDisabledFrom(stored.notificationsDisabled) };
  }

  async setPreferences(member: MemberId, change: Partial<EmailPreferences>): Promise<MailRecipient | undefined> {
    if (!this.store.member(member)) return undefined;
    const known = Object.entries(change).filter(([key, value]) => isEmailPreference(key) && typeof value === 'boolean');
    this.chosen.set(member, { ...this.chosen.get(member), ...Object.fromEntries(known) });
    return this.recipientOf(member);
  }

  async disableNotifications(member: MemberId, reason: NotificationsDisabledReason): Promise<void> {
    const stored = this.store.member(member);
    if (stored && !stored.notificationsDisabled.includes(reason)) stored.notificationsDisabled = [...stored.notificationsDisabled, reason];
  }

  async enableNotifications(member: MemberId, reasons: readonly NotificationsDisabledReason[]): Promise<void> {
    const stored = this.store.member(member);
    if (stored) stored.notificationsDisabled = stored.notificationsDisabled.filter((reason) => !(reasons as readonly string[]).includes(reason));
  }
}
