import { memberAlertsHiddenOn, notificationsDisabledAlert } from './notifications-disabled-alert';

describe('the disabled-notifications alert (SPEC §4)', () => {
  const shown = (notificationsDisabled: string[], path = '/members', dismissedAt: number | null = null) => notificationsDisabledAlert({ notificationsDisabled, path, dismissedAt });

  it('shows while her notifications are disabled, naming why', () => {
    expect(shown([])).toBeNull();
    expect(shown(['fbl'])).toBe('fbl');
    expect(shown(['unsubscribe'])).toBe('unsubscribe');
    expect(shown(['bounce'])).toBe('bounce');
  });

  it('names the bounce first when there are several reasons: she must fix her address', () => {
    expect(shown(['unsubscribe', 'fbl', 'bounce'])).toBe('bounce');
    expect(shown(['unsubscribe', 'fbl'])).toBe('fbl');
  });

  it('ignores what is no reason of SPEC §4', () => {
    expect(shown(['something'])).toBeNull();
  });

  it.each(['/signup', '/notifications', '/directdebit', '/premium', '/activate/done', '/complete-signup', '/signup/step'])('is not shown on %s', (path) => {
    expect(shown(['fbl'], path)).toBeNull();
  });

  it.each(['/members', '/chats/12', '/likes', '/profile', '/notificationsx', '/'])('is shown on %s', (path) => {
    expect(shown(['fbl'], path)).toBe('fbl');
  });

  it('stays hidden once dismissed', () => {
    expect(shown(['fbl'], '/members', Date.UTC(2026, 10, 27))).toBeNull();
    expect(shown(['fbl'], '/members', 0)).toBe('fbl');
  });

  it('the member alerts share the route exceptions, and one may add its own', () => {
    expect(memberAlertsHiddenOn('/premium')).toBe(true);
    expect(memberAlertsHiddenOn('/profile')).toBe(false);
    expect(memberAlertsHiddenOn('/profile/photos', ['/profile'])).toBe(true);
  });
});
