import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import type { ApiUser } from '../../bff/contract/api-types';
import { defaultSettings } from '../../domain/settings/default-settings';
import { publicSettingsOf } from '../../bff/contract/public-settings';
import { catalogs } from '../i18n/catalogues';
import { ACTIVATION_REMINDER_DISMISSED, PHOTO_ALERT_DISMISSED, type AlertDismissalTimes } from '../stores/alert-dismissals';
import { discount } from '../../test/support/web/money-fixtures';
import { RootStore } from '../stores/root-store';
import { NO_COUNTS, type StoreSnapshot } from '../stores/snapshot';
import { StoreProvider } from '../stores/store-context';
import { member, profile } from '../../test/support/web/test-store';
import { theme } from '../theme/theme';
import { ActivationReminder } from './activation-reminder';
import { PhotoAlert } from './photo-alert';
import { TimeBonusBanner } from './time-bonus-banner';

const renderedAt = Date.parse('2026-11-26T10:00:00Z');
/** She signed up 48 s before the page was rendered: her time bonus has 3:59:12 left. */
const signup = new Date(renderedAt - 48_000).toISOString();
const bonus = discount({ expires: new Date(Date.parse(signup) + 14_400_000).toISOString() });
const DAY = 24 * 3600_000;

/** The layout's banners as the server renders them into the page's HTML, from the snapshot it hands the browser. */
function serverHtml(user: ApiUser, snapshot: Partial<StoreSnapshot> = {}, search: Record<string, string> = {}) {
  const store = new RootStore({
    user,
    settings: publicSettingsOf(defaultSettings),
    visitor: { traffic_source: false },
    counts: NO_COUNTS,
    chats: null,
    locale: 'nl',
    renderedAt,
    ...snapshot,
  });
  return renderToString(
    <StoreProvider store={store}>
      <IntlProvider locale="nl" defaultLocale="nl" messages={catalogs.nl} timeZone="Europe/Amsterdam">
        <ThemeProvider theme={theme}>
          <TimeBonusBanner />
          <ActivationReminder path="/members" search={search} />
          <PhotoAlert path="/members" />
        </ThemeProvider>
      </IntlProvider>
    </StoreProvider>,
  );
}

const newMember = (changes: Partial<ApiUser> = {}) => member({ credits: 0, signup_date: signup, ...changes });
/** A member who has not confirmed her email: her profile disabled until she does (SPEC §4). */
const unconfirmed = () => newMember({ status: 'not_confirmed', profile: profile({ status: 'disabled' }) });
const dismissed = (times: AlertDismissalTimes) => ({ dismissals: times });

describe('the banners at the top of the layout, in the server\'s HTML (issue 22: none pushes the page down later)', () => {
  it('has the time bonus\'s countdown at the server\'s clock, and the photo alert of a member without a photo', () => {
    const html = serverHtml(newMember(), { timeBonus: bonus });
    expect(html).toContain('data-testid="time-bonus-banner"');
    expect(html).toMatch(/role="timer"[^>]*>Nog 3:59:12</);
    expect(html).toContain('Je hebt nog geen profielfoto.');
  });

  it('has no countdown when the server found no time bonus, nor for a paid member', () => {
    expect(serverHtml(newMember(), { timeBonus: null })).not.toContain('time-bonus-banner');
    expect(serverHtml(newMember({ paid_user: true }), { timeBonus: bonus })).not.toContain('time-bonus-banner');
  });

  it('has the activation reminder of a member whose email is not confirmed, hidden on a phone right after signup', () => {
    const html = serverHtml(unconfirmed());
    expect(html).toContain('aria-label="Bevestig je e-mailadres"');
    expect(html).toContain('sanne@example.nl');
    // Right after signup a phone gets the modal instead: the banner is in the HTML, but not painted below md.
    const afterSignup = serverHtml(unconfirmed(), {}, { api_signup_complete: '' });
    expect(afterSignup).toContain('aria-label="Bevestig je e-mailadres"');
  });

  it('has no activation reminder once her profile is active, nor for a member whose mail is stopped (SPEC §4)', () => {
    expect(serverHtml(newMember({ status: 'not_confirmed' }))).not.toContain('Bevestig je e-mailadres');
    expect(serverHtml(newMember({ status: 'not_confirmed', profile: profile({ status: 'disabled' }), notifications_disabled: ['bounce'] }))).not.toContain(
      'aria-label="Bevestig je e-mailadres"',
    );
  });

  it('leaves out an alert the member dismissed on this device (its cookie), the reminder for a day', () => {
    expect(serverHtml(newMember(), dismissed({ [PHOTO_ALERT_DISMISSED]: renderedAt - 300 * DAY }))).not.toContain('Je hebt nog geen profielfoto.');
    const reminder = (at: number) => serverHtml(unconfirmed(), dismissed({ [ACTIVATION_REMINDER_DISMISSED]: at }));
    expect(reminder(renderedAt - DAY + 60_000)).not.toContain('Bevestig je e-mailadres');
    expect(reminder(renderedAt - DAY - 60_000)).toContain('Bevestig je e-mailadres');
  });
});
