// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { ApiEmailSettings } from '../../../bff/contract/notification-requests';
import { DEFAULT_EMAIL_PREFERENCES } from '../../../domain/notifications/email-preferences';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { testStore } from '../../../test/support/web/test-store';
import { SignalsProvider } from '../../signals/signals-context';
import { NotificationPreferences } from '../../stores/notification-preferences';
import { MailStoppedNotice } from './mail-stopped-notice';

afterEach(cleanup);

function show(notifications_disabled: ApiEmailSettings['notifications_disabled']) {
  const { store } = testStore();
  const preferences = new NotificationPreferences(store.endpoints, { preferences: DEFAULT_EMAIL_PREFERENCES, notifications_disabled });
  renderWithStore(
    <SignalsProvider>
      <MailStoppedNotice store={preferences} email="sanne@example.nl" />
    </SignalsProvider>,
    store,
  );
  return screen.getByRole('status');
}

describe('the notice that her mail is stopped', () => {
  it('says a single reason as a plain sentence, not as a list of one', () => {
    const notice = show(['unsubscribe']);
    expect(notice.querySelector('ul')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Je hebt je afgemeld via de link in een van onze e-mails.').tagName).toBe('P');
  });

  it('lists the reasons when there are two or more', () => {
    show(['fbl', 'unsubscribe']);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Een van onze e-mails is bij je e-mailprovider als spam gemeld.', 'Je hebt je afgemeld via de link in een van onze e-mails.']);
  });
});
