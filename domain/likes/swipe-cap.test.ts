import { FREE_SWIPE_LIKES_PER_DAY, swipeAllowance, swipeCapFor, swipeDay } from './swipe-cap';

describe('the swipe game\'s daily cap (SPEC §9)', () => {
  it('is 4 likes a day for a free member and none for a premium member', () => {
    expect(FREE_SWIPE_LIKES_PER_DAY).toBe(4);
    expect(swipeCapFor({ paidUser: false })).toBe(4);
    expect(swipeCapFor({ paidUser: true })).toBeUndefined();
  });

  it('counts days in Amsterdam: a new day starts at midnight there, in winter and in summer time', () => {
    expect(swipeDay(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(swipeDay(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(swipeDay(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(swipeDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('tells the likes left, never below zero, and none for no cap', () => {
    expect(swipeAllowance(4, 1)).toEqual({ limit: 4, used: 1, remaining: 3 });
    expect(swipeAllowance(4, 4)).toEqual({ limit: 4, used: 4, remaining: 0 });
    expect(swipeAllowance(undefined, 12)).toEqual({ limit: null, used: 12, remaining: null });
  });
});
