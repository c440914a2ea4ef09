import { expect, it } from 'vitest';
import type { PaymentStatus } from '../../../domain/payments/payment';
import { cents, credits, type Cents } from '../../../domain/shared/quantities';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';
import { newPayment } from './orders';

const at = (minute: number) => new Date(CONTRACT_NOW.getTime() + minute * 60_000);

/** What every Payments adapter does (domain/payments/ports.ts; decisions 0036, 0044). */
export function paymentsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('stores a new payment without a checkout yet, changed when made, and gives it to its member only', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const made = await world().payments.create(newPayment(anna, 'HS-0001', { discountCode: 'ZOMER10', amount: cents(1796), createdAt: at(1), consentAt: at(0) }));
    expect(made).toEqual({ ...newPayment(anna, 'HS-0001', { discountCode: 'ZOMER10', amount: cents(1796), createdAt: at(1), consentAt: at(0) }), providerRef: null, checkoutUrl: null, updatedAt: at(1), paidAt: null });
    expect(await world().payments.findForMember('HS-0001', anna)).toEqual(made);
    expect(await world().payments.findForMember('HS-0001', bram)).toBeUndefined();
    expect(await world().payments.findForMember('HS-9999', anna)).toBeUndefined();
  });

  it('counts a payment made completed as paid when made', async () => {
    const anna = await addMember(world());
    expect((await world().payments.create(newPayment(anna, 'HS-0001', { status: 'completed', createdAt: at(2) }))).paidAt).toEqual(at(2));
  });

  it('refuses a second payment with an id another has', async () => {
    const anna = await addMember(world());
    await world().payments.create(newPayment(anna, 'HS-0001'));
    await expect(world().transactions.run(({ payments }) => payments.create(newPayment(anna, 'HS-0001', { credits: credits(500) })))).rejects.toThrow();
    expect(await world().payments.listForMember(anna)).toHaveLength(1);
  });

  it('refuses a payment that costs more than its list price, less than nothing, or buys no credits', async () => {
    const anna = await addMember(world());
    const refused = async (id: string, changes: Parameters<typeof newPayment>[2]) =>
      expect(world().transactions.run(({ payments }) => payments.create(newPayment(anna, id, changes)))).rejects.toThrow();
    await refused('HS-0001', { amount: cents(1996), listAmount: cents(1995) });
    await refused('HS-0002', { amount: cents(-1) });
    await refused('HS-0003', { credits: credits(0) });
    expect(await world().payments.listForMember(anna)).toEqual([]);
  });

  it('records where the gateway took it, and finds it by the provider’s reference', async () => {
    const anna = await addMember(world());
    await world().payments.create(newPayment(anna, 'HS-0001', { provider: 'mollie' }));
    await world().payments.attachCheckout('HS-0001', 'tr_abc', 'https://mollie.example/checkout/abc', at(1));
    const found = await world().payments.findByProviderRef('mollie', 'tr_abc');
    expect(found).toMatchObject({ paymentId: 'HS-0001', providerRef: 'tr_abc', checkoutUrl: 'https://mollie.example/checkout/abc', updatedAt: at(1) });
    expect(await world().payments.findByProviderRef('sandbox', 'tr_abc')).toBeUndefined();
    expect(await world().payments.findByProviderRef('mollie', 'tr_other')).toBeUndefined();
  });

  it('refuses the reference of another payment at the same provider', async () => {
    const anna = await addMember(world());
    await world().payments.create(newPayment(anna, 'HS-0001', { provider: 'mollie' }));
    await world().payments.create(newPayment(anna, 'HS-0002', { provider: 'mollie' }));
    await world().payments.attachCheckout('HS-0001', 'tr_abc', null, at(1));
    await expect(world().transactions.run(({ payments }) => payments.attachCheckout('HS-0002', 'tr_abc', null, at(2)))).rejects.toThrow();
    expect((await world().payments.findByProviderRef('mollie', 'tr_abc'))?.paymentId).toBe('HS-0001');
  });

  it('lists a member’s payments newest first; of one moment, the later made first', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().payments.create(newPayment(anna, 'HS-0001', { createdAt: at(1) }));
    await world().payments.create(newPayment(anna, 'HS-0002', { createdAt: at(3) }));
    await world().payments.create(newPayment(anna, 'HS-0003', { createdAt: at(1) }));
    await world().payments.create(newPayment(bram, 'HS-0004', { createdAt: at(2) }));
    expect((await world().payments.listForMember(anna)).map((p) => p.paymentId)).toEqual(['HS-0002', 'HS-0003', 'HS-0001']);
  });

  it('settles a payment: paid when completed, the checkout address gone once settled, the change time moved', async () => {
    const anna = await addMember(world());
    for (const id of ['HS-0001', 'HS-0002', 'HS-0003']) {
      await world().payments.create(newPayment(anna, id));
      await world().payments.attachCheckout(id, `ref-${id}`, `https://pay.example/${id}`, at(1));
    }
    const settle = (id: string, status: PaymentStatus, minute: number) => world().transactions.run(({ payments }) => payments.setStatus(id, status, at(minute)));
    await settle('HS-0001', 'pending', 2);
    await settle('HS-0002', 'completed', 3);
    await settle('HS-0003', 'failed', 4);
    const byId = async (id: string) => world().payments.findForMember(id, anna);
    expect(await byId('HS-0001')).toMatchObject({ status: 'pending', checkoutUrl: 'https://pay.example/HS-0001', updatedAt: at(2), paidAt: null });
    expect(await byId('HS-0002')).toMatchObject({ status: 'completed', checkoutUrl: null, updatedAt: at(3), paidAt: at(3) });
    expect(await byId('HS-0003')).toMatchObject({ status: 'failed', checkoutUrl: null, updatedAt: at(4), paidAt: null });
  });

  it('gives her last completed payment by when it was paid', async () => {
    const anna = await addMember(world());
    expect(await world().payments.lastCompletedFor(anna)).toBeUndefined();
    for (const id of ['HS-0001', 'HS-0002', 'HS-0003']) await world().payments.create(newPayment(anna, id, { createdAt: at(0) }));
    await world().transactions.run(async ({ payments }) => {
      await payments.setStatus('HS-0002', 'completed', at(5));
      await payments.setStatus('HS-0001', 'completed', at(3));
    });
    expect((await world().payments.lastCompletedFor(anna))?.paymentId).toBe('HS-0002');
  });

  it('sums what she ordered by a method since a moment: open, pending and completed; not failed, cancelled, other methods or members', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const order = (id: string, changes: Parameters<typeof newPayment>[2] & { amount: Cents }) => world().payments.create(newPayment(anna, id, { method: 'sdd', provider: 'direct_debit', createdAt: at(10), listAmount: changes.amount, ...changes }));
    await order('HS-0001', { amount: cents(1000), status: 'open' });
    await order('HS-0002', { amount: cents(2000), status: 'pending' });
    await order('HS-0003', { amount: cents(4000), status: 'completed' });
    await order('HS-0004', { amount: cents(8000), status: 'failed' });
    await order('HS-0005', { amount: cents(16000), status: 'cancelled' });
    await order('HS-0006', { amount: cents(32000), method: 'ideal', provider: 'sandbox' });
    await order('HS-0007', { amount: cents(64000), createdAt: at(9) });
    await world().payments.create(newPayment(bram, 'HS-0008', { method: 'sdd', amount: cents(128000), listAmount: cents(128000), createdAt: at(10) }));
    expect(await world().payments.orderedSince(anna, 'sdd', at(10))).toBe(7000);
    expect(await world().payments.orderedSince(anna, 'sdd', at(9))).toBe(71000);
    expect(await world().payments.orderedSince(anna, 'paypal', at(0))).toBe(0);
  });

  it('queues for the sweeper the open and pending payments untouched long enough: never asked first in the order made, then asked longest ago', async () => {
    const anna = await addMember(world());
    const open = async (id: string, changes: Parameters<typeof newPayment>[2] = {}) => (await world().payments.create(newPayment(anna, id, { createdAt: at(0), ...changes }))).paymentId;
    const [first, second, third, fourth] = [await open('HS-0004'), await open('HS-0002', { status: 'pending' }), await open('HS-0003'), await open('HS-0001')];
    await open('HS-0005', { status: 'completed' });
    await open('HS-0006', { createdAt: at(50) });
    const queue = async (limit = 100) => (await world().payments.listUnsettled(at(50), limit)).map((p) => p.paymentId);
    expect(await queue()).toEqual([first, second, third, fourth]);

    await world().payments.markChecked([second, first], at(60));
    await world().payments.markChecked([third], at(30));
    await world().payments.markChecked([], at(70));
    expect(await queue()).toEqual([fourth, third, first, second]);
    expect(await queue(2)).toEqual([fourth, third]);
    // Asking the gateway changes nothing of the payment itself.
    expect((await world().payments.findForMember(first, anna))?.updatedAt).toEqual(at(0));
  });

  it('holds a locked payment until the transaction ends: of parallel settlements, one finds it open', async () => {
    const anna = await addMember(world());
    await world().payments.create(newPayment(anna, 'HS-0001'));
    const settled = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        world().transactions.run(async ({ payments }) => {
          const payment = await payments.lockByPaymentId('HS-0001');
          if (payment?.status !== 'open') return false;
          await payments.setStatus('HS-0001', 'completed', at(i + 1));
          return true;
        }),
      ),
    );
    expect(settled.filter(Boolean)).toHaveLength(1);
    expect(await world().transactions.run(({ payments }) => payments.lockByPaymentId('HS-9999'))).toBeUndefined();
  });

  it('keeps a purged member’s payments on her tombstone for the books (decision 0084), naming nobody', async () => {
    const anna = await addMember(world());
    await world().payments.create(newPayment(anna, 'HS-0001', { createdAt: at(0) }));
    await world().closures.markDeleted(anna, { at: at(1), reason: 'other', statusBefore: 'active' });
    await world().closures.purge(anna, at(2));
    expect((await world().payments.listForMember(anna)).map((payment) => payment.paymentId)).toEqual(['HS-0001']);
    const kept = await world().transactions.run(({ payments }) => payments.lockByPaymentId('HS-0001'));
    expect(kept).toMatchObject({ paymentId: 'HS-0001', status: 'open', memberId: anna });
    expect((await world().members.findAccount(anna))?.email).toBe(`erased-${anna}@erased.invalid`);
  });
}
