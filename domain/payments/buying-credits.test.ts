import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { LiveEvent } from '../realtime/live-event';
import type { MemberId } from '../shared/ids';
import type { StartedCheckout } from './start-checkout';

const NOW = new Date('2026-03-02T10:00:00Z');

describe('buying credits', () => {
  let world: InMemoryWorld;
  let anna: MemberId;
  const checkout = (bundleId = 2, method: 'ideal' | 'paypal' | 'creditcard' = 'ideal') =>
    world.startCheckout.run({ memberId: anna, domain: WORLD_DOMAIN, bundleId, method });
  const providerSays = async (started: StartedCheckout, outcome: 'paid' | 'pending' | 'failed' | 'canceled') => {
    await world.paymentGateway.decide(started.payment.providerRef!, outcome);
    return world.applyGatewayStatus.run(started.payment.providerRef!);
  };

  beforeEach(async () => {
    world = createInMemoryWorld({ now: NOW });
    anna = await world.addMember({ name: 'Anna', email: 'anna@example.nl' });
  });

  it('stores the order as an open payment at the gateway, returning to the payment’s page at the configured base URL', async () => {
    const started = await checkout();
    expect(started.payment).toMatchObject({ status: 'open', credits: 120, amount: 1995, listAmount: 1995, method: 'ideal', provider: 'sandbox', consentAt: NOW });
    const sandbox = await world.paymentGateway.checkout(started.payment.providerRef!);
    expect(sandbox?.returnUrl).toBe(`https://${WORLD_DOMAIN}/transactions/${started.payment.paymentId}`);
    expect(world.store.member(anna)?.credits).toBe(0);
  });

  it('credits the bundle once when the gateway says paid, makes her premium and mails the confirmation', async () => {
    const events: LiveEvent[] = [];
    await world.events.subscribe(anna, (event) => events.push(event));
    const started = await checkout();

    const settled = await providerSays(started, 'paid');
    expect(settled).toMatchObject({ moved: true, becamePremium: true, balance: 120 });
    expect(await world.applyGatewayStatus.run(started.payment.providerRef!)).toMatchObject({ moved: false });

    expect(world.store.member(anna)).toMatchObject({ credits: 120, paidUser: true });
    expect(await world.ledger.sumFor(anna)).toBe(120);
    expect(events).toContainEqual({ type: 'credits', credits: 120 });
    const mails = world.mailer.sent.filter((mail) => mail.template === 'payment_confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.facts).toContainEqual(['Bestelling', started.payment.paymentId]);
  });

  it('credits nothing while pending, then credits when the pending payment is paid', async () => {
    const started = await checkout(1);
    expect(await providerSays(started, 'pending')).toMatchObject({ moved: true, payment: { status: 'pending' } });
    expect(world.store.member(anna)?.credits).toBe(0);
    expect(await providerSays(started, 'paid')).toMatchObject({ moved: true, payment: { status: 'completed' } });
    expect(world.store.member(anna)?.credits).toBe(50);
  });

  it('keeps a failed or cancelled payment so, whatever the gateway says later', async () => {
    const failed = await checkout(1, 'creditcard');
    await providerSays(failed, 'failed');
    const cancelled = await checkout(1, 'paypal');
    await providerSays(cancelled, 'canceled');
    expect((await world.memberPayments.all(anna)).map((p) => p.status).sort()).toEqual(['cancelled', 'failed']);
    expect(world.store.member(anna)).toMatchObject({ credits: 0, paidUser: false });
  });

  it('marks the payment failed and says payment_failed when the gateway cannot open a checkout', async () => {
    world.paymentGateway.down = true;
    await expect(checkout()).rejects.toMatchObject({ code: 'payment_failed' });
    expect((await world.memberPayments.all(anna)).map((p) => p.status)).toEqual(['failed']);
  });

  it('refuses a bundle or a method not sold in her country, and direct debit, naming the field', async () => {
    await expect(checkout(99)).rejects.toMatchObject({ code: 'invalid_input', field: 'bundle_id' });
    await expect(world.startCheckout.run({ memberId: anna, domain: WORLD_DOMAIN, bundleId: 1, method: 'bancontact' })).rejects.toMatchObject({ field: 'method' });
    await expect(world.startCheckout.run({ memberId: anna, domain: WORLD_DOMAIN, bundleId: 1, method: 'sdd' })).rejects.toMatchObject({ field: 'method' });
    expect(await world.memberPayments.all(anna)).toEqual([]);
  });

  it('lets the sweeper settle what a lost webhook left open after ten minutes, not before', async () => {
    const started = await checkout(1);
    await world.paymentGateway.decide(started.payment.providerRef!, 'paid');
    expect(await world.sweepUnsettledPayments.run()).toEqual({ moved: 0, failed: 0 });
    world.clock.advance(600_001);
    expect(await world.sweepUnsettledPayments.run()).toEqual({ moved: 1, failed: 0 });
    expect(world.store.member(anna)?.credits).toBe(50);
  });

  it('repeats her last completed order with its bundle and method, or another method she names', async () => {
    await expect(world.repeatOrder.run(anna, WORLD_DOMAIN)).rejects.toMatchObject({ code: 'not_found' });
    await providerSays(await checkout(3, 'paypal'), 'paid');
    const again = await world.repeatOrder.run(anna, WORLD_DOMAIN);
    expect(again.payment).toMatchObject({ bundleId: 3, method: 'paypal', status: 'open' });
    expect((await world.repeatOrder.run(anna, WORLD_DOMAIN, 'ideal')).payment.method).toBe('ideal');
  });

  it("shows a member her own payments only", async () => {
    const bram = await world.addMember({ name: 'Bram' });
    const started = await checkout();
    await expect(world.memberPayments.one(bram, started.payment.paymentId)).rejects.toMatchObject({ code: 'not_found' });
    expect((await world.memberPayments.one(anna, started.payment.paymentId)).paymentId).toBe(started.payment.paymentId);
  });
});
