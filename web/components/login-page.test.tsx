// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../pages/login/+Page';
import { testStore } from '../../test/support/web/test-store';
import { renderWithStore } from '../../test/support/web/render-with-store';

afterEach(cleanup);

describe('the login page', () => {
  it("shows the server's login_failed in the words of SPEC §8", async () => {
    const { store, server } = testStore({ 'POST /api/user.php': { status: 401, body: { error: 'login_failed' } } }, { user: null });
    renderWithStore(<LoginPage />, store);

    await userEvent.type(screen.getByLabelText('E-mailadres'), 'slot@example.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'fout wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('Login mislukt, probeer opnieuw')).toBeTruthy();
    expect(server.calls[0]!.body).toEqual({ email: 'slot@example.nl', password: 'fout wachtwoord' });
    expect((screen.getByRole('button', { name: 'Inloggen' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a lockout with its minutes', async () => {
    const { store } = testStore({ 'POST /api/user.php': { status: 429, body: { error: 'login_locked', minutes: 15, retry_after: 900 } } }, { user: null });
    renderWithStore(<LoginPage />, store);

    await userEvent.type(screen.getByLabelText('E-mailadres'), 'slot@example.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'goed');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('Te veel foute pogingen, account voor 15 min geblokkeerd.')).toBeTruthy();
  });

  it.each([
    ['2026-12-21T10:00:00.000Z', /^Je account is geschorst tot 21 december 2026, \d\d:\d\d\.$/],
    ['for_good', /^Je account is voor onbepaalde tijd geschorst\.$/],
  ])('tells a suspended member until when she is suspended (%s, decision 0084)', async (until, text) => {
    const { store } = testStore({ 'POST /api/user.php': { status: 403, body: { error: 'account_suspended', until } } }, { user: null });
    renderWithStore(<LoginPage />, store);

    await userEvent.type(screen.getByLabelText('E-mailadres'), 'bram@example.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'tulpenveld-bram');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('marks empty fields beside them and sends nothing', async () => {
    const { store, server } = testStore({}, { user: null });
    renderWithStore(<LoginPage />, store);

    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findAllByText('Vul dit veld in.')).toHaveLength(2);
    expect(screen.getByLabelText('E-mailadres').getAttribute('aria-describedby')).toBe('login-email-error');
    expect(server.calls).toEqual([]);
  });

  it("shows what the server said of the form's post before the scripts ran, from the page's query", () => {
    const { store } = testStore({}, { user: null });
    renderWithStore(<LoginPage />, store, { problem: 'login_locked', minutes: '7' });

    expect(screen.getByText('Te veel foute pogingen, account voor 7 min geblokkeerd.')).toBeTruthy();
  });

  it('shows no text for a problem the login form does not know', () => {
    const { store } = testStore({}, { user: null });
    renderWithStore(<LoginPage />, store, { problem: 'payment_failed' });

    expect(screen.queryByRole('alert')).toBeNull();
  });
});
