import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryReminderTransactions } from '../../adapters/memory/in-memory-reminder-log';
import { aRecipient, links, pageLinks } from '../../test/support/reminder-mother';
import type { MemberId } from '../shared/ids';
import { seconds } from '../shared/quantities';
import { DEFAULT_EMAIL_PREFERENCES } from './email-preferences';
import {
  isoWeek,
  lastWeeklyMoment,
  nearbyCriteria,
  SendWeeklyUpdates,
  slotWindow,
  WEEK_SECONDS,
  weeklySlot,
  weeklyUpdateDue,
  weeklyUpdateMail,
  worthTelling,
  type WeekSummary,
  type WeeklyCandidate,
  type WeeklyCandidates,
} from './weekly-update';

const DAY = 86_400_000;
const SIX_HOURS = seconds(6 * 3600);
// A Tuesday, 19:30 UTC.
const SIGNUP = new Date('2026-11-03T19:30:00Z');
const candidate = (overrides: Partial<WeeklyCandidate['recipient']> = {}): WeeklyCandidate => ({
  recipient: aRecipient({ signupDate: SIGNUP, ...overrides }),
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'Utrecht',
});

describe('the ISO week of a moment', () => {
  it('is the year and week of ISO 8601', () => {
    expect(isoWeek(new Date('2026-11-27T08:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
  });

  it('differs for every two moments a week apart (no member gets two updates in one week, nor misses one)', () => {
    for (let start = Date.UTC(2024, 0, 1, 3, 17); start < Date.UTC(2027, 0, 1); start += 13 * 3_600_000 + 7 * 60_000) {
      const weeks = [0, 1, 2].map((n) => isoWeek(new Date(start + n * 7 * DAY)));
      expect(new Set(weeks).size).toBe(3);
    }
  });
});

describe("a member's moment of the week", () => {
  it('is the weekday and time she signed up', () => {
    const tuesdayLater = new Date('2026-11-24T19:30:00Z');
    expect(weeklySlot(tuesdayLater)).toBe(weeklySlot(SIGNUP));
    expect(lastWeeklyMoment(SIGNUP, new Date('2026-11-27T08:00:00Z'))).toEqual(tuesdayLater);
    expect(lastWeeklyMoment(SIGNUP, tuesdayLater)).toEqual(tuesdayLater);
  });

  it('spreads the week: the window of a run wraps past the end of the week', () => {
    const now = new Date(Math.floor(Date.UTC(2026, 10, 26, 0, 0) / (WEEK_SECONDS * 1000)) * WEEK_SECONDS * 1000 + 3600_000);
    expect(slotWindow(now, SIX_HOURS)).toEqual({ from: WEEK_SECONDS - 5 * 3600, to: 3600 });
    expect(slotWindow(new Date(now.getTime() + 10 * 3600_000), SIX_HOURS)).toEqual({ from: 5 * 3600, to: 11 * 3600 });
  });
});

describe('when her weekly update is due', () => {
  it('is due at her moment, for the week before it', () => {
    const now = new Date('2026-11-24T19:45:00Z');
    expect(weeklyUpdateDue(candidate(), now, SIX_HOURS)).toEqual({
      from: new Date('2026-11-17T19:30:00Z'),
      to: new Date('2026-11-24T19:30:00Z'),
      week: '2026-W48',
    });
  });

  it('waits for next week when her moment passed longer ago than a run may be late', () => {
    expect(weeklyUpdateDue(candidate(), new Date('2026-11-25T01:30:00Z'), SIX_HOURS)).toBeNull();
  });

  it('is not due in her first week', () => {
    expect(weeklyUpdateDue(candidate({ signupDate: new Date('2026-11-24T19:30:00Z') }), new Date('2026-11-24T19:45:00Z'), SIX_HOURS)).toBeNull();
  });

  it('is never due for a member who turned weekly updates off', () => {
    const off = candidate({ preferences: { ...DEFAULT_EMAIL_PREFERENCES, weekly_updates: false } });
    expect(weeklyUpdateDue(off, new Date('2026-11-24T19:45:00Z'), SIX_HOURS)).toBeNull();
  });
});

describe('what the weekly update tells', () => {
  it('is sent only when there is something to tell: a like, a match, a visitor or a new member', () => {
    const quiet = { likes: 0, matches: 0, visitors: 0, newMembersNearby: 0 };
    expect(worthTelling(quiet)).toBe(false);
    expect(worthTelling({ ...quiet, likes: 1 })).toBe(true);
    expect(worthTelling({ ...quiet, matches: 1 })).toBe(true);
    expect(worthTelling({ ...quiet, visitors: 1 })).toBe(true);
    expect(worthTelling({ ...quiet, newMembersNearby: 1 })).toBe(true);
  });

  it('counts new members as her default search finds them', () => {
    expect(nearbyCriteria(candidate())).toEqual({ gender: 'male', country: 'NL', region: 'Utrecht' });
    expect(nearbyCriteria({ ...candidate(), sexuality: 'bi' })).toEqual({ gender: undefined, country: 'NL', region: 'Utrecht' });
  });

  it('opens her likes when she has new likes or matches, else her visitors when someone looked, else the members', () => {
    expect(weeklyUpdateMail(candidate(), { likes: 2, matches: 0, visitors: 0, newMembersNearby: 140 }, links)).toMatchObject({
      template: 'weekly_update',
      link: 'https://hartslag.example/likes',
      counts: { likes: 2, matches: 0, visitors: 0, nearby: 99 },
    });
    expect(weeklyUpdateMail(candidate(), { likes: 0, matches: 0, visitors: 3, newMembersNearby: 3 }, links).link).toBe('https://hartslag.example/visitors');
    expect(weeklyUpdateMail(candidate(), { likes: 0, matches: 0, visitors: 0, newMembersNearby: 3 }, links).link).toBe('https://hartslag.example/members');
  });

  it('tells how many members viewed her profile, with a link to her visitors whatever the button opens', () => {
    const mail = weeklyUpdateMail(candidate(), { likes: 1, matches: 0, visitors: 3, newMembersNearby: 0 }, links);
    expect(mail.counts).toMatchObject({ visitors: 3 });
    expect(mail.lineLinks).toEqual({ visitors: 'https://hartslag.example/visitors' });
    expect(weeklyUpdateMail(candidate(), { likes: 0, matches: 0, visitors: 250, newMembersNearby: 0 }, links).counts).toMatchObject({ visitors: 99 });
    expect(weeklyUpdateMail(candidate(), { likes: 1, matches: 0, visitors: 0, newMembersNearby: 0 }, links).lineLinks).toBeUndefined();
  });
});

class Weekly implements WeeklyCandidates {
  members: WeeklyCandidate[] = [];
  summaries = new Map<MemberId, WeekSummary>();
  constructor(private readonly log: InMemoryReminderTransactions) {}
  async weeklyDue(_slots: { from: number; to: number }, _now: Date, after: MemberId | null, limit: number) {
    const logged = (member: MemberId) => [...this.log.recorded.values()].some((entry) => entry.key.memberId === member && entry.key.kind === 'weekly_update');
    return this.members.filter((m) => m.recipient.id > (after ?? 0) && !logged(m.recipient.id)).slice(0, limit);
  }
  async summary(member: MemberId) {
    return this.summaries.get(member) ?? { likes: 0, matches: 0, visitors: 0, newMembersNearby: 0 };
  }
}

describe('the weekly update job', () => {
  const setUp = () => {
    const transactions = new InMemoryReminderTransactions();
    const candidates = new Weekly(transactions);
    const clock = new FixedClock(new Date('2026-11-24T19:45:00Z'));
    const job = new SendWeeklyUpdates({ candidates, transactions, pageLinks, clock, domain: 'hartslag.example', catchUpSeconds: SIX_HOURS });
    return { transactions, candidates, job, clock };
  };

  it('sends her update once a week however often it runs', async () => {
    const { transactions, candidates, job } = setUp();
    candidates.members = [candidate()];
    candidates.summaries.set(candidates.members[0]!.recipient.id, { likes: 1, matches: 0, visitors: 0, newMembersNearby: 0 });
    await job.run();
    await job.run();
    expect(transactions.mails).toHaveLength(1);
    expect([...transactions.recorded.values()].map((entry) => entry.key.key)).toEqual(['2026-W48']);
  });

  it('sends her update for a week in which only visitors came', async () => {
    const { transactions, candidates, job } = setUp();
    candidates.members = [candidate()];
    candidates.summaries.set(candidates.members[0]!.recipient.id, { likes: 0, matches: 0, visitors: 2, newMembersNearby: 0 });
    expect(await job.run()).toBe('sent 1, skipped 0');
    expect(transactions.mails).toMatchObject([{ counts: { visitors: 2 }, link: 'https://hartslag.example/visitors' }]);
  });

  it('sends nothing in a quiet week, and logs that it looked', async () => {
    const { transactions, candidates, job } = setUp();
    candidates.members = [candidate()];
    expect(await job.run()).toBe('sent 0, skipped 1');
    expect(transactions.mails).toHaveLength(0);
    expect([...transactions.recorded.values()]).toMatchObject([{ mailed: false }]);
  });
});
