import { SandboxCheckout } from './sandbox-checkout';
import { testStore } from '../../test/support/web/test-store';

const checkout = { ref: 'sbx_abcdefgh', payment_id: 'PAY-ABC123', amount: 19.95, currency: 'EUR', method: 'ideal', description: '120 credits', status: 'open' as const };

describe('the sandbox checkout', () => {
  it.each(['paid', 'pending', 'failed', 'canceled'] as const)('sends the outcome %s and goes back to the payment', async (outcome) => {
    const { store, server } = testStore({ 'POST /api/sandbox-checkout.php': { status: 200, body: { redirect_url: '/transactions/PAY-ABC123' } } });
    const sandbox = new SandboxCheckout(checkout, store.endpoints);

    expect(await sandbox.decide(outcome)).toBe('/transactions/PAY-ABC123');

    expect(server.to('POST', '/api/sandbox-checkout.php')[0]!.body).toEqual({ ref: 'sbx_abcdefgh', outcome });
  });

  it('offers no outcome for a checkout already decided', () => {
    const { store } = testStore();
    expect(new SandboxCheckout({ ...checkout, status: 'paid' }, store.endpoints).open).toBe(false);
  });
});
