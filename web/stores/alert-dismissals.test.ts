import { ACTIVATION_REMINDER_DISMISSED, AlertDismissals, dismissalsFromCookies, PHOTO_ALERT_DISMISSED, stillDismissed } from './alert-dismissals';

const DAY = 24 * 3600_000;

describe('the dismissals of the member alerts (SPEC §4)', () => {
  it('are read from the Cookie header the server gets, and nothing else of it', () => {
    expect(dismissalsFromCookies(`hs_session=abc; ${PHOTO_ALERT_DISMISSED}=1764151200000; hs_lang=nl; ${ACTIVATION_REMINDER_DISMISSED}=1764154800000`)).toEqual({
      [PHOTO_ALERT_DISMISSED]: 1764151200000,
      [ACTIVATION_REMINDER_DISMISSED]: 1764154800000,
    });
    expect(dismissalsFromCookies(`${PHOTO_ALERT_DISMISSED}=; ${ACTIVATION_REMINDER_DISMISSED}=soon; other=1`)).toEqual({});
    expect(dismissalsFromCookies(undefined)).toEqual({});
  });

  it('hide an alert for good, or for as long as it says', () => {
    expect(stillDismissed(1_000, 1_000 + 365 * DAY)).toBe(true);
    expect(stillDismissed(1_000, 1_000 + DAY - 1, DAY)).toBe(true);
    expect(stillDismissed(1_000, 1_000 + DAY, DAY)).toBe(false);
    expect(stillDismissed(null, 5_000)).toBe(false);
  });

  it('decide the first render at the server\'s clock, so the server\'s HTML and hydration agree', () => {
    const renderedAt = 10 * DAY;
    const alerts = new AlertDismissals({ [ACTIVATION_REMINDER_DISMISSED]: renderedAt - DAY - 1, [PHOTO_ALERT_DISMISSED]: 1 }, renderedAt);
    expect(alerts.hiddenAtFirstRender(ACTIVATION_REMINDER_DISMISSED, DAY)).toBe(false);
    expect(alerts.hiddenAtFirstRender(PHOTO_ALERT_DISMISSED)).toBe(true);
    expect(new AlertDismissals({}, renderedAt).hiddenAtFirstRender(PHOTO_ALERT_DISMISSED)).toBe(false);
  });

  it('note a dismissal in the tab, so an alert mounted again starts hidden', () => {
    const alerts = new AlertDismissals({}, 10 * DAY);
    alerts.dismiss(PHOTO_ALERT_DISMISSED, 10 * DAY + 5);
    expect(alerts.at(PHOTO_ALERT_DISMISSED)).toBe(10 * DAY + 5);
    expect(alerts.hiddenAtFirstRender(PHOTO_ALERT_DISMISSED)).toBe(true);
  });
});
