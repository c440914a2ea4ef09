import { TransactionHistory } from './transaction-history';
import { testStore } from '../../test/support/web/test-store';
import { payment } from '../../test/support/web/money-fixtures';

describe('her payments on /transactions', () => {
  it('shows the list the server rendered, and says when it is empty', () => {
    const { store } = testStore();
    expect(new TransactionHistory([payment()], store.endpoints).failed).toBe(false);
    const none = new TransactionHistory([], store.endpoints);
    expect([none.empty, none.failed]).toEqual([true, false]);
  });

  it('says the list failed when the server could not read it, and reads it again on "try again"', async () => {
    const { store, server } = testStore({ 'GET /api/transactions.php': { status: 200, body: { payments: [payment()] } } });
    const history = new TransactionHistory(null, store.endpoints);
    expect(history.failed).toBe(true);

    const retrying = history.retry();
    expect([history.loading, history.failed]).toEqual([true, false]);
    await retrying;

    expect(server.to('GET', '/api/transactions.php')).toHaveLength(1);
    expect([history.loading, history.failed, history.payments?.map((p) => p.payment_id)]).toEqual([false, false, ['PAY-ABC123']]);
  });

  it('fails again, visibly, when the retry fails too', async () => {
    const { store } = testStore({ 'GET /api/transactions.php': { status: 400, body: { error: 'bad request' } } });
    const history = new TransactionHistory(null, store.endpoints);

    await history.retry();

    expect([history.loading, history.failed, history.payments]).toEqual([false, true, null]);
  });
});
