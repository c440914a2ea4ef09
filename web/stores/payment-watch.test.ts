import { PaymentWatch, pollDelay, type Clock } from './payment-watch';
import { member, testStore } from '../../test/support/web/test-store';
import { payment } from '../../test/support/web/money-fixtures';

/** A clock whose sleeps pass at once and move time on, recording each wait. */
function fakeClock() {
  let now = 0;
  const waits: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  };
  return { clock, waits };
}

describe('the payment page while the payment is open or pending', () => {
  it('asks every 2 seconds for the first minute, then every 10 seconds', () => {
    expect(pollDelay(0)).toBe(2000);
    expect(pollDelay(59_999)).toBe(2000);
    expect(pollDelay(60_000)).toBe(10_000);
  });

  it('polls until the payment completes, then reloads her balance and premium', async () => {
    const open = { status: 200, body: { payment: payment({ status: 'pending' }) } };
    const { store, server } = testStore(
      {
        'GET /api/payment.php': [open, open, { status: 200, body: { payment: payment({ status: 'completed', paid_at: '2026-11-26T10:01:00.000Z' }) } }],
        'GET /api/user.php': { status: 200, body: { user: member({ credits: 120, paid_user: true }) } },
      },
      { user: member({ credits: 0, paid_user: false }) },
    );
    const { clock, waits } = fakeClock();
    const watch = new PaymentWatch(payment(), store.endpoints, store.session, clock);

    await watch.watch();

    expect(server.to('GET', '/api/payment.php').map((call) => call.query)).toEqual(Array(3).fill({ payment_id: 'PAY-ABC123' }));
    expect(waits).toEqual([2000, 2000, 2000]);
    expect(watch.payment.status).toBe('completed');
    expect(watch.watching).toBe(false);
    expect(store.session.user).toMatchObject({ credits: 120, paid_user: true });
  });

  it('slows down after a minute and stops when the payment fails, without reloading her', async () => {
    const pending = { status: 200, body: { payment: payment({ status: 'pending' }) } };
    const replies = [...Array(31).fill(pending), { status: 200, body: { payment: payment({ status: 'failed' }) } }];
    const { store, server } = testStore({ 'GET /api/payment.php': replies });
    const { clock, waits } = fakeClock();
    const watch = new PaymentWatch(payment({ status: 'pending' }), store.endpoints, store.session, clock);

    await watch.watch();

    expect(waits.slice(0, 30).every((ms) => ms === 2000)).toBe(true);
    expect(waits.slice(30)).toEqual([10_000, 10_000]);
    expect(watch.payment.status).toBe('failed');
    expect(server.to('GET', '/api/user.php')).toEqual([]);
  });

  it('does not poll a settled payment', async () => {
    const { store, server } = testStore();
    await new PaymentWatch(payment({ status: 'completed' }), store.endpoints, store.session, fakeClock().clock).watch();
    expect(server.calls).toEqual([]);
  });

  it('stops when the page goes away', async () => {
    const { store, server } = testStore({ 'GET /api/payment.php': { status: 200, body: { payment: payment({ status: 'pending' }) } } });
    const box: { watch?: PaymentWatch } = {};
    const clock: Clock = {
      now: () => 0,
      sleep: async () => {
        if (server.to('GET', '/api/payment.php').length === 2) box.watch!.stop();
      },
    };
    const watch = (box.watch = new PaymentWatch(payment(), store.endpoints, store.session, clock));
    await watch.watch();
    expect(server.to('GET', '/api/payment.php')).toHaveLength(2);
    expect(watch.watching).toBe(false);
  });
});
