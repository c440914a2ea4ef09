import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryReminderTransactions } from '../../adapters/memory/in-memory-reminder-log';
import { aRecipient, links, pageLinks } from '../../test/support/reminder-mother';
import type { MemberId } from '../shared/ids';
import { DEFAULT_EMAIL_PREFERENCES } from './email-preferences';
import { photoReminder, SendOnceReminders, timeBonusReminder, type NewMemberCandidates, type NewMemberFacts } from './reminders-once';
import type { ReminderKind } from './reminders';

const SIGNUP = new Date('2026-11-27T04:00:00Z');
const MINUTE = 60_000;
// Her time bonus ends 4 hours after signup.
const minutesBeforeBonusEnds = (minutes: number) => new Date(SIGNUP.getTime() + 240 * MINUTE - minutes * MINUTE);
const hoursAfterSignup = (hours: number) => new Date(SIGNUP.getTime() + hours * 60 * MINUTE);

const optedIn = { ...DEFAULT_EMAIL_PREFERENCES, promotions: true };
const newMember = (overrides: Partial<NewMemberFacts> = {}, recipient: Parameters<typeof aRecipient>[0] = {}): NewMemberFacts => ({
  recipient: aRecipient({ signupDate: SIGNUP, preferences: optedIn, ...recipient }),
  paidUser: false,
  hasPhoto: false,
  timeBonusTaken: false,
  ...overrides,
});

describe('the time-bonus promotion', () => {
  it('is due about an hour before her time bonus ends', () => {
    expect(timeBonusReminder.due(newMember(), minutesBeforeBonusEnds(66))).toBe(false);
    expect(timeBonusReminder.due(newMember(), minutesBeforeBonusEnds(65))).toBe(true);
    expect(timeBonusReminder.due(newMember(), minutesBeforeBonusEnds(46))).toBe(true);
    expect(timeBonusReminder.due(newMember(), minutesBeforeBonusEnds(45))).toBe(false);
  });

  it('goes only to a free member who has not bought nor holds the bonus for a payment', () => {
    expect(timeBonusReminder.due(newMember({ paidUser: true }), minutesBeforeBonusEnds(60))).toBe(false);
    expect(timeBonusReminder.due(newMember({ timeBonusTaken: true }), minutesBeforeBonusEnds(60))).toBe(false);
  });

  it('goes only to a member who opted in to promotions', () => {
    expect(timeBonusReminder.due(newMember({}, { preferences: DEFAULT_EMAIL_PREFERENCES }), minutesBeforeBonusEnds(60))).toBe(false);
  });

  it('links to the credits page, where her bonus applies', () => {
    expect(timeBonusReminder.mail(newMember(), links)).toMatchObject({ template: 'promotion', link: 'https://hartslag.example/credits', memberId: 1 });
  });

  it('reads the members who signed up between 3 h 15 and 2 h 55 ago', () => {
    expect(timeBonusReminder.signedUpAgo).toEqual({ from: 195 * MINUTE, to: 175 * MINUTE });
  });
});

describe('the photo reminder', () => {
  it('is due a day after signup for a member without a photo', () => {
    expect(photoReminder.due(newMember(), hoursAfterSignup(23))).toBe(false);
    expect(photoReminder.due(newMember(), hoursAfterSignup(24))).toBe(true);
    expect(photoReminder.due(newMember({ hasPhoto: true }), hoursAfterSignup(25))).toBe(false);
  });

  it('is not sent to members who signed up more than a week ago', () => {
    expect(photoReminder.due(newMember(), hoursAfterSignup(7 * 24))).toBe(false);
  });

  it('is not sent to a member who turned reminders off', () => {
    expect(photoReminder.due(newMember({}, { preferences: { ...DEFAULT_EMAIL_PREFERENCES, reminders: false } }), hoursAfterSignup(25))).toBe(false);
  });

  it('opens her profile, where she adds photos', () => {
    expect(photoReminder.mail(newMember(), links)).toMatchObject({ template: 'reminder', link: 'https://hartslag.example/profile' });
  });
});

class NewMembers implements NewMemberCandidates {
  members: NewMemberFacts[] = [];
  constructor(private readonly log: InMemoryReminderTransactions) {}
  async signedUpBetween(kind: ReminderKind, _from: Date, _to: Date, after: MemberId | null, limit: number) {
    return this.members.filter((m) => m.recipient.id > (after ?? 0) && !this.log.recorded.has(`${m.recipient.id}|${kind}|once`)).slice(0, limit);
  }
}

describe('a once-only reminder job', () => {
  it('sends each member her reminder once in her life', async () => {
    const transactions = new InMemoryReminderTransactions();
    const candidates = new NewMembers(transactions);
    candidates.members = [newMember()];
    const job = new SendOnceReminders({ reminder: photoReminder, candidates, transactions, pageLinks, clock: new FixedClock(hoursAfterSignup(25)), domain: 'hartslag.example' });
    expect(await job.run()).toBe('sent 1, skipped 0');
    await Promise.all([job.run(), job.run()]);
    expect(transactions.mails).toHaveLength(1);
  });
});
