import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe("the reminder jobs' configuration (decision 0059)", () => {
  it('runs the jobs every 15 minutes (the offer every 5, the photo reminder hourly) and reminds after a day, up to a week', () => {
    expect(loadConfig({}).reminders).toEqual({
      unreadIntervalSeconds: 900,
      unreadDelaySeconds: 86_400,
      unreadMaxAgeSeconds: 604_800,
      weeklyIntervalSeconds: 900,
      weeklyCatchUpSeconds: 21_600,
      promotionIntervalSeconds: 300,
      photoIntervalSeconds: 3600,
    });
  });

  it('turns every reminder schedule off under test, where tests run the jobs themselves', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).reminders).toMatchObject({ unreadIntervalSeconds: 0, weeklyIntervalSeconds: 0, promotionIntervalSeconds: 0, photoIntervalSeconds: 0 });
  });

  it('takes the delay of the unread reminder from the environment', () => {
    expect(loadConfig({ UNREAD_REMINDER_DELAY_SECONDS: '43200' }).reminders.unreadDelaySeconds).toBe(43_200);
  });

  it('refuses settings under which reminders could never go out', () => {
    expect(() => loadConfig({ UNREAD_REMINDER_DELAY_SECONDS: '604800' })).toThrow(/UNREAD_REMINDER_DELAY_SECONDS must be shorter/);
    expect(() => loadConfig({ WEEKLY_UPDATE_INTERVAL_SECONDS: '7200', WEEKLY_UPDATE_CATCH_UP_SECONDS: '3600' })).toThrow(/WEEKLY_UPDATE_INTERVAL_SECONDS must not be longer/);
    expect(() => loadConfig({ PROMOTION_INTERVAL_SECONDS: '3600' })).toThrow(/PROMOTION_INTERVAL_SECONDS/);
  });
});
