// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { testStore } from '../../../test/support/web/test-store';
import UnsubscribePage from './+Page';

afterEach(cleanup);

const TOKEN = '7.promotions.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function open(routes: Parameters<typeof testStore>[0], token = TOKEN, data?: unknown) {
  // A visitor: the link works without a login.
  const { store, server } = testStore(routes, { user: null });
  renderWithStore(<UnsubscribePage />, store, { token }, data);
  return server;
}

describe('the unsubscribe page of a mail footer (decision 0057)', () => {
  it('shows what stops, changes nothing until she clicks the one button, then says it is done', async () => {
    const server = open({
      'GET /api/unsubscribe.php': { status: 200, body: { topic: 'promotions', already_stopped: false } },
      'POST /api/unsubscribe.php': { status: 200, body: { topic: 'promotions', unsubscribed: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Wil je geen e-mails meer over aanbiedingen?' })).toBeTruthy();
    expect(server.calls.map((call) => call.method)).toEqual(['GET']);
    expect(server.calls[0].query).toEqual({ token: TOKEN });

    fireEvent.click(screen.getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('heading', { name: 'Je bent afgemeld' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Je krijgt geen e-mails meer over aanbiedingen.');
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ token: TOKEN, 'List-Unsubscribe': 'One-Click' }]);
    expect(screen.getByRole('link', { name: 'Naar je meldingen' }).getAttribute('href')).toBe('/notifications');
  });

  it('says when that mail has stopped already, with no button', async () => {
    open({ 'GET /api/unsubscribe.php': { status: 200, body: { topic: 'all', already_stopped: true } } });
    expect(await screen.findByText('Je krijgt al geen e-mails meer van ons.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Afmelden' })).toBeNull();
  });

  it('a forged or outdated link: a clear error, no button, nothing posted', async () => {
    const server = open({ 'GET /api/unsubscribe.php': { status: 400, body: { error: 'link_invalid', field: 'token', reason: 'invalid' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Deze afmeldlink klopt niet (meer).');
    expect(screen.queryByRole('button', { name: 'Afmelden' })).toBeNull();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a link that is not one fails without asking the server', async () => {
    const server = open({}, 'not-a-token');
    expect((await screen.findByRole('alert')).textContent).toContain('Deze afmeldlink klopt niet (meer).');
    await waitFor(() => expect(server.calls).toEqual([]));
  });

  it('with what the server read, asks at once: no call before her click', async () => {
    const server = open({ 'POST /api/unsubscribe.php': { status: 200, body: { topic: 'like', unsubscribed: true } } }, '7.like.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', {
      link: { topic: 'like', already_stopped: false },
    });
    expect(screen.getByRole('heading', { name: 'Wil je geen e-mails meer over likes en matches?' })).toBeTruthy();
    expect(server.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Afmelden' }));
    expect(await screen.findByRole('heading', { name: 'Je bent afgemeld' })).toBeTruthy();
    expect(server.calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('when the server found the link invalid, says so at once', async () => {
    const server = open({}, TOKEN, { link: null });
    expect(screen.getByRole('alert').textContent).toContain('Deze afmeldlink klopt niet (meer).');
    await waitFor(() => expect(server.calls).toEqual([]));
  });
});
