// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiEmailSettings } from '../../../bff/contract/notification-requests';
import { DEFAULT_EMAIL_PREFERENCES } from '../../../domain/notifications/email-preferences';
import { SignalsProvider } from '../../signals/signals-context';
import { NotificationPreferences } from '../../stores/notification-preferences';
import { testStore } from '../../../test/support/web/test-store';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { EmailPreferencesSection } from './email-preferences-section';

afterEach(cleanup);

const settings = (notifications_disabled: ApiEmailSettings['notifications_disabled'] = []): ApiEmailSettings => ({ preferences: DEFAULT_EMAIL_PREFERENCES, notifications_disabled });

function show(initial: ApiEmailSettings, routes: Parameters<typeof testStore>[0] = {}) {
  const { store, server } = testStore(routes);
  const preferences = new NotificationPreferences(store.endpoints, initial);
  renderWithStore(
    <SignalsProvider>
      <EmailPreferencesSection store={preferences} site="Hartslag" email="sanne@example.nl" />
    </SignalsProvider>,
    store,
  );
  return { server, preferences };
}

describe('the e-mail card of /notifications', () => {
  it('shows the eight preferences as labelled switches in three groups, each with its hint', () => {
    show(settings());
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    expect(screen.getByRole('group', { name: 'Berichten' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Likes en matches' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Van Hartslag' })).toBeTruthy();
    const offers = screen.getByRole('switch', { name: 'Aanbiedingen' }) as HTMLInputElement;
    expect(offers.checked).toBe(false);
    expect(document.getElementById(offers.getAttribute('aria-describedby')!)?.textContent).toBe('Kortingen en acties op credits en premium.');
  });

  it('puts a switch back and says why when the server did not save it', async () => {
    show(settings(), { 'PUT /api/notifications.php': { status: 500, body: { error: 'server_error' } } });
    const like = screen.getByRole('switch', { name: 'Likes en matches' }) as HTMLInputElement;
    await userEvent.click(like);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(like.checked).toBe(true);
  });

  it('for a bounce alone, names her address and sends her to change it, with no button that cannot help', () => {
    show(settings(['bounce']));
    expect(screen.getByText(/Onze e-mail naar sanne@example.nl kwam niet aan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'je instellingen' }).getAttribute('href')).toBe('/settings#email');
    expect(screen.queryByRole('button', { name: 'Zet e-mail weer aan' })).toBeNull();
  });

  it('turns her mail back on after an unsubscribe; what a bounce stops stays said', async () => {
    const { server } = show(settings(['bounce', 'unsubscribe']), {
      'PUT /api/notifications.php': { status: 200, body: { notifications: settings(['bounce']) } },
    });
    expect(screen.getByText('Je hebt je afgemeld via de link in een van onze e-mails.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zet e-mail weer aan' }));
    expect(await screen.findByText(/kwam niet aan/)).toBeTruthy();
    expect(screen.queryByText('Je hebt je afgemeld via de link in een van onze e-mails.')).toBeNull();
    expect(server.calls.map((call) => call.body)).toEqual([{ enable_mail: true }]);
  });
});
