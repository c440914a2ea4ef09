import type { MemberAccount } from '../../domain/accounts/member';
import type { MemberId } from '../../domain/shared/ids';
import { emailPreferencesFrom, notificationsDisabledFrom, type EmailPreference, type EmailPreferences, type MailRecipient, type NotificationsDisabledReason } from '../../domain/notifications/email-preferences';
import type { EmailPreferencesStore } from '../../domain/notifications/ports';
import type { Signatures } from '../../domain/notifications/unsubscribe';

/**
 * Fakes for the unsubscribe and mail-feedback unit tests: accounts and preferences in maps, and signatures that are
 * a keyed checksum (the real HMAC is adapters/postgres/server-secret-signatures.ts, under its own test). Test code only.
 */
export function unsubscribeKit(key = 'test-key') {
  const accounts = new Map<MemberId, MemberAccount>();
  const chosen = new Map<MemberId, Partial<Record<EmailPreference, boolean>>>();
  const disabled = new Map<MemberId, NotificationsDisabledReason[]>();

  const checksum = (text: string) => {
    // FNV-1a over key and text, four rounds with different seeds: enough to tell texts apart in tests.
    let out = '';
    for (let round = 0; round < 4; round++) {
      let hash = 0x811c9dc5 ^ round;
      for (const c of `${key}|${round}|${text}`) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
      out += hash.toString(36).padStart(7, '0');
    }
    return out;
  };
  const signatures: Signatures = { sign: async (text) => checksum(text), verify: async (text, signature) => checksum(text) === signature };

  const recipient = (member: MemberId): MailRecipient | undefined =>
    accounts.has(member) ? { preferences: emailPreferencesFrom(chosen.get(member) ?? {}), notificationsDisabled: notificationsDisabledFrom(disabled.get(member) ?? []) } : undefined;

  const preferences: EmailPreferencesStore = {
    recipientOf: async (member) => recipient(member),
    setPreferences: async (member, change: Partial<EmailPreferences>) => {
      if (!accounts.has(member)) return undefined;
      chosen.set(member, { ...chosen.get(member), ...change });
      return recipient(member);
    },
    disableNotifications: async (member, reason) => {
      const now = disabled.get(member) ?? [];
      if (accounts.has(member) && !now.includes(reason)) disabled.set(member, [...now, reason]);
    },
    enableNotifications: async (member, reasons) => {
      disabled.set(member, (disabled.get(member) ?? []).filter((r) => !reasons.includes(r)));
    },
  };

  const members = {
    findAccount: async (id: MemberId) => accounts.get(id),
    findByEmail: async (email: string) => {
      const found = [...accounts.values()].find((a) => a.email.toLowerCase() === email.toLowerCase());
      return found ? { ...found, passwordHash: 'x' } : undefined;
    },
  };

  const add = (id: number, email: string, changes: Partial<MemberAccount> = {}): MemberId => {
    const member = id as MemberId;
    accounts.set(member, {
      id: member,
      email,
      status: 'active',
      credits: 0 as MemberAccount['credits'],
      freeMessages: 0,
      paidUser: false,
      signupDate: new Date('2026-11-01T00:00:00Z'),
      language: 'nl',
      fictional: false,
      notificationsDisabled: [],
      invisible: false,
      deletedAt: null,
      ...changes,
    });
    return member;
  };
  const change = (id: MemberId, changes: Partial<MemberAccount>) => accounts.set(id, { ...accounts.get(id)!, ...changes });

  return { signatures, preferences, members, add, change, recipient: (id: MemberId) => recipient(id)!, deps: { signatures, preferences, members } };
}
