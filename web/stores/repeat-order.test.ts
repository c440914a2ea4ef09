import { payment } from '../../test/support/web/money-fixtures';
import { RepeatOrder } from './repeat-order';
import { testStore } from '../../test/support/web/test-store';

const last = payment({ status: 'completed', method: 'ideal', paid_at: '2026-11-20T10:00:00.000Z' });
const answer = { status: 201, body: { payment: payment({ payment_id: 'PAY-NEW123' }), checkout_url: '/sandbox-checkout/sbx_newnewnew' } };

describe('repeating the last order', () => {
  it('orders the last order again with its method in one step', async () => {
    const { store, server } = testStore({ 'POST /api/repeat-order.php': answer });
    const repeat = new RepeatOrder(last, ['ideal', 'paypal'], store.endpoints);
    repeat.setConsent(true);

    expect(await repeat.order()).toBe('/sandbox-checkout/sbx_newnewnew');

    expect(server.to('POST', '/api/repeat-order.php')[0]!.body).toEqual({ consent: true });
  });

  it('names another method when she changes it', async () => {
    const { store, server } = testStore({ 'POST /api/repeat-order.php': answer });
    const repeat = new RepeatOrder(last, ['ideal', 'paypal'], store.endpoints);
    repeat.choose('paypal');
    repeat.setConsent(true);
    await repeat.order();
    expect(server.to('POST', '/api/repeat-order.php')[0]!.body).toEqual({ consent: true, method: 'paypal' });
  });

  it('needs her consent first', async () => {
    const { store, server } = testStore();
    const repeat = new RepeatOrder(last, ['ideal'], store.endpoints);
    expect(await repeat.order()).toBeUndefined();
    expect(repeat.form.errors.consent?.reason).toBe('required');
    expect(server.calls).toEqual([]);
  });

  it('says when there is no order to repeat', async () => {
    const { store } = testStore({ 'POST /api/repeat-order.php': { status: 404, body: { error: 'not_found' } } });
    const repeat = new RepeatOrder(last, ['ideal'], store.endpoints);
    repeat.setConsent(true);
    expect(await repeat.order()).toBeUndefined();
    expect(repeat.form.problem?.code).toBe('not_found');
  });
});
