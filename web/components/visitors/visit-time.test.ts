import { visitedAgo } from './visit-time';

const now = new Date('2026-11-27T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('when she was visited, in words', () => {
  it('says minutes, hours, then days, the locale\'s way', () => {
    expect(visitedAgo(before(20_000), now, 'nl')).toBe('nu');
    expect(visitedAgo(before(5 * 60_000), now, 'nl')).toBe('5 minuten geleden');
    expect(visitedAgo(before(3 * 3_600_000), now, 'nl')).toBe('3 uur geleden');
    expect(visitedAgo(before(25 * 3_600_000), now, 'nl')).toBe('gisteren');
    expect(visitedAgo(before(5 * 86_400_000), now, 'de')).toBe('vor 5 Tagen');
    expect(visitedAgo(before(2 * 3_600_000), now, 'en')).toBe('2 hours ago');
  });

  it('never says a visit lies ahead', () => {
    expect(visitedAgo(new Date(now.getTime() + 60_000), now, 'en')).toBe('now');
  });
});
