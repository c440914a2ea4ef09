import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { ApiUser } from '../../bff/contract/api-types';
import { publicSettingsOf } from '../../bff/contract/public-settings';
import { defaultSettings } from '../../domain/settings/default-settings';
import { catalogs } from '../i18n/catalogues';
import { dismissalsFromCookies, NOTIFICATIONS_DISABLED_ALERT_DISMISSED } from '../stores/alert-dismissals';
import { RootStore } from '../stores/root-store';
import { NO_COUNTS } from '../stores/snapshot';
import { StoreProvider } from '../stores/store-context';
import { member } from '../../test/support/web/test-store';
import { theme } from '../theme/theme';
import { NotificationsDisabledAlert } from './notifications-disabled-alert';

const renderedAt = Date.parse('2026-11-27T10:00:00Z');

/** The alert as the server renders it into the page's HTML, with the dismissals it read in the request's cookies. */
function serverHtml(user: ApiUser, path = '/members', cookie = '') {
  const store = new RootStore({
    user,
    settings: publicSettingsOf(defaultSettings),
    visitor: { traffic_source: false },
    counts: NO_COUNTS,
    chats: null,
    locale: 'nl',
    renderedAt,
    dismissals: dismissalsFromCookies(cookie),
  });
  return renderToString(
    <StoreProvider store={store}>
      <IntlProvider locale="nl" defaultLocale="nl" messages={catalogs.nl} timeZone="Europe/Amsterdam">
        <ThemeProvider theme={theme}>
          <NotificationsDisabledAlert path={path} />
        </ThemeProvider>
      </IntlProvider>
    </StoreProvider>,
  );
}

describe('the disabled-notifications alert in the server\'s HTML (it never appears or goes after the first paint)', () => {
  it('is in the page a member with disabled mail gets', () => {
    expect(serverHtml(member({ notifications_disabled: ['unsubscribe'] }))).toContain('je hebt je afgemeld voor al onze e-mails');
  });

  it('is left out once she dismissed it on this device (its cookie), and on the routes SPEC §4 names', () => {
    const user = member({ notifications_disabled: ['fbl'] });
    expect(serverHtml(user, '/members', `${NOTIFICATIONS_DISABLED_ALERT_DISMISSED}=${renderedAt - 90 * 24 * 3600_000}`)).not.toContain('notifications-disabled-alert');
    expect(serverHtml(user, '/premium')).not.toContain('notifications-disabled-alert');
    expect(serverHtml(member())).not.toContain('notifications-disabled-alert');
  });
});
