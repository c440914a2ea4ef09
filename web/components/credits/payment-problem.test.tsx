// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderPage from '../../pages/credits/@id/+Page';
import type { OrderData } from '../../pages/credits/@id/+data';
import SandboxCheckoutPage from '../../pages/sandbox-checkout/@ref/+Page';
import TransactionsPage from '../../pages/transactions/+Page';
import { bundle, payment } from '../../../test/support/web/money-fixtures';
import { member, testStore } from '../../../test/support/web/test-store';
import { renderWithStore } from '../../../test/support/web/render-with-store';

afterEach(cleanup);

describe('an order the provider refuses (issue 27: errors say what to do next)', () => {
  function orderRefused(methods: OrderData['methods']) {
    const { store, server } = testStore({ 'POST /api/checkout.php': { status: 402, body: { error: 'payment_failed' } } }, { user: member({ credits: 0 }) });
    const data: OrderData = { bundle: bundle({ id: 1 }), methods, chosen: 'ideal', discount: null, passed: null };
    renderWithStore(<OrderPage />, store, {}, data);
    return server;
  }

  it('says the payment failed and nothing was charged, and its buttons try again or lead to another method', async () => {
    const server = orderRefused(['ideal', 'paypal']);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Betalen' }));

    const problem = await screen.findByTestId('payment-problem');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toContain('Betaling mislukt');
    expect(problem.textContent).toContain('Er is niets afgeschreven. Probeer het opnieuw of kies een andere betaalmethode.');

    await userEvent.click(screen.getByRole('button', { name: 'Andere betaalmethode' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /iDEAL/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(server.to('POST', '/api/checkout.php')).toHaveLength(2));
  });

  it('offers no other method when hers is the only one', async () => {
    orderRefused(['ideal']);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Betalen' }));

    expect((await screen.findByTestId('payment-problem')).textContent).toContain('Probeer het over een moment opnieuw.');
    expect(screen.queryByRole('button', { name: 'Andere betaalmethode' })).toBeNull();
  });
});

describe('the transactions page (issue 27: empty and error states)', () => {
  it('leads from an empty list to buying credits', () => {
    const { store } = testStore();
    renderWithStore(<TransactionsPage />, store, {}, { payments: [] });
    expect(screen.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
  });

  it('says when her payments could not be read, and shows them after "try again"', async () => {
    const { store } = testStore({ 'GET /api/transactions.php': { status: 200, body: { payments: [payment({ credits: 120 })] } } });
    renderWithStore(<TransactionsPage />, store, {}, { payments: null });
    expect(screen.getByRole('alert').textContent).toContain('Je transacties konden niet worden geladen.');

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    expect((await screen.findByRole('link', { name: /120 credits/ })).getAttribute('href')).toBe('/transactions/PAY-ABC123');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the sandbox checkout when the outcome cannot be passed on (issue 27)', () => {
  it('says so, tries the same outcome again on "try again", and links back to the payment', async () => {
    const { store, server } = testStore({ 'POST /api/sandbox-checkout.php': { status: 402, body: { error: 'payment_failed' } } });
    const checkout = { ref: 'sbx_abcdefgh', payment_id: 'PAY-ABC123', amount: 19.95, currency: 'EUR', method: 'ideal', description: '120 credits', status: 'open' as const };
    renderWithStore(<SandboxCheckoutPage />, store, {}, { checkout });

    await userEvent.click(screen.getByRole('button', { name: 'Mislukt' }));
    const problem = await screen.findByTestId('sandbox-problem');
    expect(problem.textContent).toContain('De uitkomst is niet doorgegeven. Probeer het opnieuw of ga terug naar de betaling.');
    expect(screen.getByRole('link', { name: 'Naar de betaling' }).getAttribute('href')).toBe('/transactions/PAY-ABC123');

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(server.to('POST', '/api/sandbox-checkout.php').map((call) => (call.body as { outcome: string }).outcome)).toEqual(['failed', 'failed']));
  });
});
