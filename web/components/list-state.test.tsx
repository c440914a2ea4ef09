// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { ApiChat, ApiConversation } from '../../bff/contract/api-types';
import ChatsPage from '../pages/chats/+Page';
import ConversationPage from '../pages/chats/@id/+Page';
import type { ConversationData } from '../pages/chats/@id/+data';
import LikesPage from '../pages/likes/+Page';
import type { LikesData } from '../pages/likes/+data';
import VisitorsPage from '../pages/visitors/+Page';
import type { VisitorsData } from '../pages/visitors/+data';
import { profile, testStore } from '../../test/support/web/test-store';
import { renderWithStore } from '../../test/support/web/render-with-store';
import { SignalsProvider } from '../signals/signals-context';
import { PageReload } from './list-state';

afterEach(cleanup);

/**
 * A list the server could not load with the page (issue 27): the page says so in words and "Opnieuw proberen" asks
 * the navigation to load the page's data again; the component itself fetches nothing.
 */
function failedPage(page: ReactElement, data: unknown, chats: readonly ApiChat[] | null = null) {
  const { store, server } = testStore({}, { chats });
  const reloads: string[] = [];
  const reload = async () => {
    reloads.push('reload');
  };
  renderWithStore(
    <SignalsProvider>
      <PageReload.Provider value={reload}>{page}</PageReload.Provider>
    </SignalsProvider>,
    store,
    {},
    data,
  );
  return { server, reloads };
}

/** `from`: the calls the page made before (opening a conversation marks it read), which are not the error state's. */
async function triesAgain(reloads: string[], server: ReturnType<typeof testStore>['server'], alert: HTMLElement, from = 0) {
  const button = within(alert).getByRole('button', { name: 'Opnieuw proberen' });
  await userEvent.click(button);
  await waitFor(() => expect(reloads).toEqual(['reload']));
  // Busy while the page's data comes, free again after.
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  expect(server.calls.slice(from)).toEqual([]);
}

describe('a list that could not be loaded', () => {
  it('on /chats: says her chats could not be loaded and loads the page again on "try again"', async () => {
    const { server, reloads } = failedPage(<ChatsPage />, { failed: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Je chats konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.');
    expect(screen.queryByText('Je hebt nog geen gesprekken. Zoek leden en stuur iemand een bericht.')).toBeNull();
    await triesAgain(reloads, server, alert);
  });

  it('on a conversation: shows the conversation, and the list column says the list could not be loaded', async () => {
    const conversation: ApiConversation = {
      id: 3,
      profile: profile({ id: 7, name: 'Bram' }),
      messages: [{ id: 11, conversation_id: 3, sender_id: 7, body: 'Hoi Sanne, hoe is het?', sent_at: '2026-11-23T10:00:00.000Z', held: false, attachment: null }],
      read_up_to: null,
    };
    const data: ConversationData = { conversation, listFailed: true };
    const { server, reloads } = failedPage(<ConversationPage />, data);
    const region = screen.getByRole('region', { name: /^Gesprek met Bram/ });
    expect(within(region).getByText('Hoi Sanne, hoe is het?')).toBeTruthy();
    expect(within(region).getByLabelText('Bericht', { exact: true })).toBeTruthy();
    const column = screen.getByRole('complementary');
    const alert = within(column).getByRole('alert');
    expect(alert.textContent).toContain('Je chats konden niet worden geladen.');
    await triesAgain(reloads, server, alert, server.calls.length);
  });

  it('on /likes: says her likes could not be loaded, shows no empty list, and loads the page again on "try again"', async () => {
    const data: LikesData = { tab: 'received', likes: null };
    const { server, reloads } = failedPage(<LikesPage />, data);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Je likes konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.');
    await triesAgain(reloads, server, alert);
  });

  it('on /visitors: says her visitors could not be loaded and loads the page again on "try again"', async () => {
    const data: VisitorsData = { visitors: [], now: Date.parse('2026-11-23T10:00:00.000Z'), failed: true };
    const { server, reloads } = failedPage(<VisitorsPage />, data);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Je bezoekers konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.');
    await triesAgain(reloads, server, alert);
  });
});
