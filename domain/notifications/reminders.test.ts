import { InMemoryReminderTransactions } from '../../adapters/memory/in-memory-reminder-log';
import type { OutgoingMail } from '../mail/mailer';
import { memberId } from '../shared/ids';
import { DEFAULT_EMAIL_PREFERENCES } from './email-preferences';
import { aRecipient } from '../../test/support/reminder-mother';
import { mayRemind, sendOnce } from './reminders';


const mail: OutgoingMail = { to: 'anna@example.nl', memberId: 1, template: 'activation', locale: 'nl', domain: 'hartslag.example', name: 'Anna', link: 'https://hartslag.example/' };
const NOW = new Date('2026-11-27T08:00:00Z');

describe('who a reminder may go to', () => {
  it('goes to an active member who wants the category', () => {
    expect(mayRemind(aRecipient(), 'unread_message_reminders')).toBe(true);
  });

  it('never goes to an unconfirmed, deleted, blocked or fictional member', () => {
    expect(mayRemind(aRecipient({ status: 'not_confirmed' }), 'reminders')).toBe(false);
    expect(mayRemind(aRecipient({ status: 'deleted' }), 'reminders')).toBe(false);
    expect(mayRemind(aRecipient({ profileStatus: 'disabled' }), 'reminders')).toBe(false);
    expect(mayRemind(aRecipient({ fictional: true }), 'reminders')).toBe(false);
  });

  it('never goes to a member who turned the category off, or whose mail is disabled', () => {
    expect(mayRemind(aRecipient({ preferences: { ...DEFAULT_EMAIL_PREFERENCES, weekly_updates: false } }), 'weekly_updates')).toBe(false);
    expect(mayRemind(aRecipient({ notificationsDisabled: ['bounce'] }), 'weekly_updates')).toBe(false);
    expect(mayRemind(aRecipient({ notificationsDisabled: ['unsubscribe'] }), 'reminders')).toBe(false);
  });

  it('sends promotions only to a member who opted in', () => {
    expect(mayRemind(aRecipient(), 'promotions')).toBe(false);
    expect(mayRemind(aRecipient({ preferences: { ...DEFAULT_EMAIL_PREFERENCES, promotions: true } }), 'promotions')).toBe(true);
  });
});

describe('a reminder is sent once', () => {
  const key = { memberId: memberId(1), kind: 'unread_message' as const, key: '12:40' };

  it('queues the mail with its key, and a second time nothing', async () => {
    const transactions = new InMemoryReminderTransactions();
    expect(await sendOnce(transactions, [key], mail, NOW)).toBe(true);
    expect(await sendOnce(transactions, [key], mail, NOW)).toBe(false);
    expect(transactions.mails).toHaveLength(1);
  });

  it('sends once when two runs send at the same moment', async () => {
    const transactions = new InMemoryReminderTransactions();
    const results = await Promise.all([sendOnce(transactions, [key], mail, NOW), sendOnce(transactions, [key], mail, NOW)]);
    expect(results.sort()).toEqual([false, true]);
    expect(transactions.mails).toHaveLength(1);
  });

  it('keeps nothing of a mail whose keys were partly sent already', async () => {
    const transactions = new InMemoryReminderTransactions();
    await sendOnce(transactions, [key], mail, NOW);
    const fresh = { ...key, key: '13:41' };
    expect(await sendOnce(transactions, [fresh, key], mail, NOW)).toBe(false);
    expect(transactions.recorded.has(`1|unread_message|13:41`)).toBe(false);
    expect(transactions.mails).toHaveLength(1);
  });

  it('records a key without a mail when there is nothing to tell', async () => {
    const transactions = new InMemoryReminderTransactions();
    expect(await sendOnce(transactions, [key], null, NOW)).toBe(true);
    expect(transactions.mails).toHaveLength(0);
    expect(await sendOnce(transactions, [key], mail, NOW)).toBe(false);
  });
});
