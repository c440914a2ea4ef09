import { inMembersArea, timeBonusEnd, timeBonusModalShows, timeBonusShows, type TimeBonusModalMoment } from './time-bonus-visibility';

const endsAt = new Date('2026-11-26T12:00:00Z');
const now = new Date('2026-11-26T10:00:00Z');
const free = { loggedIn: true, paidUser: false, credits: 0 };
const later = (date: Date, s: number) => new Date(date.getTime() + s * 1000);

describe('where the time bonus shows (SPEC §4)', () => {
  it('shows to a logged-in non-paid member while her window is open', () => {
    expect(timeBonusShows(free, endsAt, now)).toBe(true);
    expect(timeBonusShows({ ...free, credits: 40 }, endsAt, now)).toBe(true);
  });

  it('shows nothing to a visitor, a paid member, with no data, or at the end of the window', () => {
    expect(timeBonusShows({ ...free, loggedIn: false }, endsAt, now)).toBe(false);
    expect(timeBonusShows({ ...free, paidUser: true }, endsAt, now)).toBe(false);
    expect(timeBonusShows(free, null, now)).toBe(false);
    expect(timeBonusShows(free, endsAt, endsAt)).toBe(false);
    expect(timeBonusShows(free, endsAt, later(endsAt, -1))).toBe(true);
  });

  it('knows the members area: members, a profile, chats, likes, a liked-by profile and premium', () => {
    for (const path of ['/members', '/members/12', '/chats', '/chats/3', '/likes', '/likes/received', '/likes/m/9', '/premium', '/members?gender=female'])
      expect(inMembersArea(path)).toBe(true);
    for (const path of ['/', '/credits', '/profile', '/settings', '/membership', '/likesx', '/signup']) expect(inMembersArea(path)).toBe(false);
  });
});

describe('when the time bonus’s countdown ends (SPEC §4, §9)', () => {
  const signup = new Date('2026-11-26T08:00:00Z');
  const windowEnd = later(signup, 14_400);

  it('counts down the time bonus to its end, 14400 s after signup', () => {
    expect(timeBonusEnd({ kind: 'time_bonus', expiresAt: windowEnd }, signup)).toEqual(windowEnd);
  });

  it('never counts down the welcome discount (48 h) or a typed code', () => {
    expect(timeBonusEnd({ kind: 'welcome', expiresAt: later(signup, 48 * 3600) }, signup)).toBeNull();
    expect(timeBonusEnd({ kind: 'code', expiresAt: later(signup, 3600) }, signup)).toBeNull();
    expect(timeBonusEnd(null, signup)).toBeNull();
    expect(timeBonusEnd({ kind: 'time_bonus', expiresAt: null }, signup)).toBeNull();
  });

  it('never counts past the window, whatever the discount says of its end', () => {
    expect(timeBonusEnd({ kind: 'time_bonus', expiresAt: later(signup, 48 * 3600) }, signup)).toEqual(windowEnd);
    expect(timeBonusEnd({ kind: 'time_bonus', expiresAt: later(signup, 600) }, signup)).toEqual(later(signup, 600));
  });

  it('ends the banner at the window’s end, with the welcome discount still in force', () => {
    const welcome = { kind: 'welcome' as const, expiresAt: later(signup, 48 * 3600) };
    expect(timeBonusShows(free, timeBonusEnd(welcome, signup), later(signup, 14_400))).toBe(false);
  });
});

describe('the time-bonus modal (SPEC §4, §9)', () => {
  const entered = now;
  const moment = (changes: Partial<TimeBonusModalMoment> = {}): TimeBonusModalMoment => ({
    viewer: free,
    endsAt,
    now: later(entered, 40),
    path: '/members',
    enteredAreaAt: entered,
    dismissedAt: null,
    ...changes,
  });

  it('opens 40 s after she entered the members area, not a second before', () => {
    expect(timeBonusModalShows(moment({ now: later(entered, 39) }))).toBe(false);
    expect(timeBonusModalShows(moment({ now: later(entered, 40) }))).toBe(true);
  });

  it('opens only for a member with 0 credits', () => {
    expect(timeBonusModalShows(moment({ viewer: { ...free, credits: 1 } }))).toBe(false);
  });

  it('stays hidden once dismissed', () => {
    expect(timeBonusModalShows(moment({ dismissedAt: later(entered, 5) }))).toBe(false);
  });

  it('does not open outside the members area, nor before she entered it', () => {
    expect(timeBonusModalShows(moment({ path: '/credits' }))).toBe(false);
    expect(timeBonusModalShows(moment({ enteredAreaAt: null }))).toBe(false);
  });

  it('does not open where the time bonus does not show: paid, logged out, window over', () => {
    expect(timeBonusModalShows(moment({ viewer: { ...free, paidUser: true } }))).toBe(false);
    expect(timeBonusModalShows(moment({ viewer: { ...free, loggedIn: false } }))).toBe(false);
    expect(timeBonusModalShows(moment({ now: endsAt, enteredAreaAt: later(endsAt, -60) }))).toBe(false);
  });
});
