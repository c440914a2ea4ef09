import { NEW_THIS_WEEK_COUNTED_UP_TO, NEW_THIS_WEEK_SHOWN_FROM, newThisWeekShown, weekBefore } from './new-this-week';

describe("the front door's 'new this week' (issue 24, decision 0063)", () => {
  it('shows nothing below ten newcomers, the count from ten on', () => {
    expect(NEW_THIS_WEEK_SHOWN_FROM).toBe(10);
    expect(newThisWeekShown(0)).toBeNull();
    expect(newThisWeekShown(9)).toBeNull();
    expect(newThisWeekShown(10)).toEqual({ count: 10, more: false });
    expect(newThisWeekShown(NEW_THIS_WEEK_COUNTED_UP_TO)).toEqual({ count: 1000, more: false });
  });

  it('says "more than 1,000" when the count stopped there', () => {
    expect(newThisWeekShown(NEW_THIS_WEEK_COUNTED_UP_TO + 1)).toEqual({ count: 1000, more: true });
  });

  it('counts the seven days before now', () => {
    expect(weekBefore(new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });
});
