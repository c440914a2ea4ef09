import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCES,
  disabledAfterAddressConfirmed,
  disabledAfterTurningMailOn,
  emailPreferencesFrom,
  mailCategoryOf,
  mayMail,
  notificationsDisabledFrom,
  type EmailPreferences,
  type NotificationsDisabledReason,
} from './email-preferences';
import type { MailTemplate } from '../mail/mailer';

const allOff: EmailPreferences = Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p, false])) as Record<(typeof EMAIL_PREFERENCES)[number], boolean>;
const allOn: EmailPreferences = Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p, true])) as Record<(typeof EMAIL_PREFERENCES)[number], boolean>;
const recipient = (preferences: EmailPreferences, notificationsDisabled: readonly NotificationsDisabledReason[] = []) => ({ preferences, notificationsDisabled });

describe('the e-mail preferences', () => {
  it('are the eight of SPEC §3, in the order the page shows them', () => {
    expect(EMAIL_PREFERENCES).toEqual(['new_conversations', 'new_messages', 'like', 'unread_message_reminders', 'promotions', 'weekly_updates', 'news', 'reminders']);
  });

  it('start on, except promotions and news, which she must choose (marketing needs consent)', () => {
    expect(Object.entries(DEFAULT_EMAIL_PREFERENCES).filter(([, on]) => !on).map(([name]) => name)).toEqual(['promotions', 'news']);
    expect(Object.keys(DEFAULT_EMAIL_PREFERENCES).sort()).toEqual([...EMAIL_PREFERENCES].sort());
    expect(Object.isFrozen(DEFAULT_EMAIL_PREFERENCES)).toBe(true);
  });
});

describe('mayMail', () => {
  it('sends each category only while its preference is on', () => {
    for (const preference of EMAIL_PREFERENCES) {
      expect(mayMail(recipient({ ...allOff, [preference]: true }), preference)).toBe(true);
      expect(mayMail(recipient({ ...allOn, [preference]: false }), preference)).toBe(false);
    }
  });

  it('sends nothing but transactional mail while her notifications are disabled, for any reason', () => {
    for (const reason of ['fbl', 'bounce', 'unsubscribe'] as const) {
      for (const preference of EMAIL_PREFERENCES) expect(mayMail(recipient(allOn, [reason]), preference)).toBe(false);
      expect(mayMail(recipient(allOn, [reason]), 'transactional')).toBe(true);
    }
  });

  it('always sends transactional mail, whatever she chose', () => {
    expect(mayMail(recipient(allOff, ['fbl', 'bounce', 'unsubscribe']), 'transactional')).toBe(true);
  });
});

describe('mailCategoryOf', () => {
  it('makes account, security, support and payment mail transactional', () => {
    const transactional: MailTemplate[] = ['activation', 'password_reset', 'email_change', 'reactivation', 'password_changed', 'email_changed', 'report', 'complaint', 'payment_confirmation', 'direct_debit_confirmation'];
    for (const template of transactional) expect(mailCategoryOf(template)).toBe('transactional');
  });
});

describe('reading what is stored', () => {
  it('takes her choices over the defaults and ignores anything else', () => {
    expect(emailPreferencesFrom({})).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(emailPreferencesFrom(null)).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(emailPreferencesFrom([true])).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(emailPreferencesFrom({ like: false, promotions: true, news: 'yes', credits: true })).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: false, promotions: true });
  });

  it('keeps only the disabled reasons SPEC §4 knows, each once', () => {
    expect(notificationsDisabledFrom(['bounce', 'spam', 'fbl', 'bounce'])).toEqual(['fbl', 'bounce']);
    expect(notificationsDisabledFrom('fbl')).toEqual([]);
  });
});

describe('turning mail back on', () => {
  it('clears a complaint and an unsubscribe, which were her own choices, but not a bounce', () => {
    expect(disabledAfterTurningMailOn(['fbl', 'unsubscribe'])).toEqual([]);
    expect(disabledAfterTurningMailOn(['fbl', 'bounce', 'unsubscribe'])).toEqual(['bounce']);
  });

  it('clears a bounce once she confirmed an address by a link sent to it', () => {
    expect(disabledAfterAddressConfirmed(['fbl', 'bounce'])).toEqual(['fbl']);
  });
});
