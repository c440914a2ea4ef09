import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryReminderTransactions } from '../../adapters/memory/in-memory-reminder-log';
import { conversationId, memberId, messageId, type MemberId } from '../shared/ids';
import { DEFAULT_EMAIL_PREFERENCES } from './email-preferences';
import { aRecipient, links, pageLinks } from '../../test/support/reminder-mother';
import {
  DEFAULT_UNREAD_REMINDER_TIMING as TIMING,
  SendUnreadReminders,
  unreadReminderDue,
  unreadReminderMail,
  unreadStateKey,
  type UnreadCandidates,
  type UnreadWaiting,
} from './reminders-unread';

const NOW = new Date('2026-11-27T08:00:00Z');
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);


const waiting = (overrides: { member?: number; conversation?: number; first?: number; sentHoursAgo?: number; writer?: string } = {}): UnreadWaiting => ({
  recipient: aRecipient({ id: memberId(overrides.member ?? 1) }),
  conversationId: conversationId(overrides.conversation ?? 12),
  writer: { id: memberId(50), name: overrides.writer ?? 'Sanne' },
  firstUnread: { id: messageId(overrides.first ?? 40), sentAt: hoursAgo(overrides.sentHoursAgo ?? 25) },
});

describe('when an unread message is reminded of', () => {
  it('is due once it has waited the delay (24 hours by default)', () => {
    expect(unreadReminderDue(waiting({ sentHoursAgo: 23.9 }), NOW, TIMING)).toBe(false);
    expect(unreadReminderDue(waiting({ sentHoursAgo: 24 }), NOW, TIMING)).toBe(true);
  });

  it('is not reminded of once it is older than the maximum age (a week by default)', () => {
    expect(unreadReminderDue(waiting({ sentHoursAgo: 24 * 7 - 1 }), NOW, TIMING)).toBe(true);
    expect(unreadReminderDue(waiting({ sentHoursAgo: 24 * 7 }), NOW, TIMING)).toBe(false);
  });

  it('is not due for a member who turned unread reminders off', () => {
    const off = { ...waiting(), recipient: aRecipient({ preferences: { ...DEFAULT_EMAIL_PREFERENCES, unread_message_reminders: false } }) };
    expect(unreadReminderDue(off, NOW, TIMING)).toBe(false);
  });

  it('is keyed by the conversation and its first unread message', () => {
    expect(unreadStateKey(waiting({ conversation: 12, first: 40 }))).toEqual({ memberId: 1, kind: 'unread_message', key: '12:40' });
  });
});

describe('the unread reminder mail', () => {
  it('names who wrote and opens the conversation', () => {
    const mail = unreadReminderMail([waiting()], links);
    expect(mail).toMatchObject({ template: 'unread_reminder', to: 'anna@example.nl', memberId: 1, otherName: 'Sanne', link: 'https://hartslag.example/chats/12', counts: { others: 0 } });
  });

  it('names who waited longest when several wait, and opens the chat list', () => {
    const mail = unreadReminderMail([waiting({ conversation: 12, writer: 'Sanne', sentHoursAgo: 30 }), waiting({ conversation: 13, writer: 'Eva', sentHoursAgo: 50 })], links);
    expect(mail).toMatchObject({ otherName: 'Eva', link: 'https://hartslag.example/chats', counts: { others: 1 } });
  });

  it('is in her language', () => {
    expect(unreadReminderMail([{ ...waiting(), recipient: aRecipient({ language: 'en' }) }], links).locale).toBe('en');
  });
});

/** Candidates as a query would find them: in the window, not yet logged. */
class Unread implements UnreadCandidates {
  rows: UnreadWaiting[] = [];
  constructor(private readonly log: InMemoryReminderTransactions) {}
  async unreadWaiting(window: { sentAfter: Date; sentUpTo: Date }, after: MemberId | null, limit: number): Promise<UnreadWaiting[]> {
    return this.rows
      .filter((row) => row.recipient.id > (after ?? 0))
      .filter((row) => row.firstUnread.sentAt > window.sentAfter && row.firstUnread.sentAt <= window.sentUpTo)
      .filter((row) => !this.log.recorded.has(`${row.recipient.id}|unread_message|${unreadStateKey(row).key}`))
      .sort((a, b) => a.recipient.id - b.recipient.id || a.firstUnread.sentAt.getTime() - b.firstUnread.sentAt.getTime())
      .slice(0, limit);
  }
}

describe('the unread reminder job', () => {
  const setUp = (batchSize?: number) => {
    const transactions = new InMemoryReminderTransactions();
    const candidates = new Unread(transactions);
    const job = new SendUnreadReminders({ candidates, transactions, pageLinks, clock: new FixedClock(NOW), domain: 'hartslag.example', timing: TIMING, batchSize });
    return { transactions, candidates, job };
  };

  it('sends one mail for an unread state however often it runs', async () => {
    const { transactions, candidates, job } = setUp();
    candidates.rows = [waiting()];
    expect(await job.run()).toBe('sent 1, skipped 0');
    expect(await job.run()).toBeUndefined();
    expect(transactions.mails).toHaveLength(1);
  });

  it('sends one mail per member however many of her conversations wait', async () => {
    const { transactions, candidates, job } = setUp();
    candidates.rows = [waiting({ conversation: 12, first: 40 }), waiting({ conversation: 13, first: 41 }), waiting({ member: 2, conversation: 14, first: 42 })];
    await job.run();
    expect(transactions.mails.map((mail) => mail.memberId)).toEqual([1, 2]);
  });

  it('reminds again of a new unread state after she read and was written to again', async () => {
    const { transactions, candidates, job } = setUp();
    candidates.rows = [waiting({ first: 40 })];
    await job.run();
    candidates.rows = [waiting({ first: 57, sentHoursAgo: 26 })];
    await job.run();
    expect(transactions.mails).toHaveLength(2);
  });

  it('reads page after page, never splitting a member over two mails', async () => {
    const { transactions, candidates, job } = setUp(2);
    candidates.rows = [1, 1, 2, 3, 3, 4].map((member, index) => waiting({ member, conversation: 10 + index, first: 40 + index }));
    await job.run();
    expect(transactions.mails.map((mail) => mail.memberId)).toEqual([1, 2, 3, 4]);
  });
});
