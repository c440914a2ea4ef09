import { aDiscountCode } from '../../test/support/discount-code-mother';
import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { SandboxOutcome } from '../payments/sandbox';
import type { StartedCheckout } from '../payments/start-checkout';
import type { MemberId } from '../shared/ids';
import { percent } from '../shared/quantities';

const NOW = new Date('2026-11-27T10:00:00Z');

/** Decision 0044: a code is reserved when a checkout starts, redeemed when it is paid, released when it is not. */
describe('a discount code held by a payment', () => {
  let world: InMemoryWorld;
  let anna: MemberId;
  let bram: MemberId;

  const checkout = (memberId: MemberId, discountCode?: string) =>
    world.startCheckout.run({ memberId, domain: WORLD_DOMAIN, bundleId: 2, method: 'ideal', ...(discountCode ? { discountCode } : {}) });
  const providerSays = async (started: StartedCheckout, outcome: SandboxOutcome | 'expired') => {
    await world.paymentGateway.decide(started.payment.providerRef!, outcome);
    return world.applyGatewayStatus.run(started.payment.providerRef!);
  };
  const payments = (memberId: MemberId) => world.memberPayments.all(memberId);
  const active = (memberId: MemberId) => world.useCases.discounts.resolveDiscount.active(memberId, WORLD_DOMAIN);

  beforeEach(async () => {
    world = createInMemoryWorld({ now: NOW });
    anna = await world.addMember({ name: 'Anna', signupDate: NOW });
    bram = await world.addMember({ name: 'Bram', signupDate: NOW });
    world.discountCodes.add(aDiscountCode({ code: 'ZOMER10', percentage: percent(10) }));
    world.discountCodes.add(aDiscountCode({ code: 'HALF50', percentage: percent(50), validity: 'once' }));
  });

  it('is reserved by her first checkout: her second checkout with it, while the first is open, is refused with code_used and stores nothing', async () => {
    const first = await checkout(anna, 'zomer10');
    expect(first.payment).toMatchObject({ amount: 1795, discountCode: 'ZOMER10' });
    expect(world.store.data.redemptions).toMatchObject([{ code: 'ZOMER10', memberId: anna, paymentId: first.payment.paymentId, status: 'reserved' }]);

    await expect(checkout(anna, 'ZOMER10')).rejects.toMatchObject({ code: 'code_used', field: 'discount_code' });
    expect(await payments(anna)).toHaveLength(1);
    // Without the code she may order at the list price.
    expect((await checkout(anna)).payment).toMatchObject({ amount: 1995, discountCode: null });
  });

  it('once per member still lets another member use it while hers is open', async () => {
    await checkout(anna, 'ZOMER10');
    expect((await checkout(bram, 'ZOMER10')).payment).toMatchObject({ amount: 1795, discountCode: 'ZOMER10' });
  });

  it('valid once at all: while one member’s checkout holds it, another member’s is refused; cancelled, it is free again; paid, it is used for good', async () => {
    const annas = await checkout(anna, 'HALF50');
    expect(annas.payment.amount).toBe(997);
    await expect(checkout(bram, 'HALF50')).rejects.toMatchObject({ code: 'code_used' });

    await providerSays(annas, 'canceled');
    const brams = await checkout(bram, 'HALF50');
    expect(brams.payment.amount).toBe(997);

    await providerSays(brams, 'paid');
    expect(world.store.data.redemptions).toMatchObject([{ code: 'HALF50', memberId: bram, status: 'redeemed' }]);
    await expect(checkout(anna, 'HALF50')).rejects.toMatchObject({ code: 'code_used' });
    await expect(checkout(bram, 'HALF50')).rejects.toMatchObject({ code: 'code_used' });
  });

  it('is released when the payment fails, is cancelled or expires at the provider, so she can use it again', async () => {
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const started = await checkout(anna, 'ZOMER10');
      await providerSays(started, outcome);
      expect(world.store.data.redemptions, outcome).toEqual([]);
    }
    expect((await checkout(anna, 'ZOMER10')).payment.discountCode).toBe('ZOMER10');
  });

  it('counts a limited code’s uses when a checkout holds it: past the limit it is refused, a cancelled checkout gives its use back (decision 0078)', async () => {
    world.discountCodes.add(aDiscountCode({ code: 'TWEE', percentage: percent(10), maxUses: 2 }));
    const carla = await world.addMember({ name: 'Carla', signupDate: NOW });
    const annas = await checkout(anna, 'TWEE');
    await checkout(bram, 'TWEE');
    expect(world.store.data.discountCodes.get('TWEE')?.uses).toBe(2);
    await expect(checkout(carla, 'TWEE')).rejects.toMatchObject({ code: 'code_used', field: 'discount_code' });
    await providerSays(annas, 'canceled');
    expect(world.store.data.discountCodes.get('TWEE')?.uses).toBe(1);
    expect((await checkout(carla, 'TWEE')).payment.discountCode).toBe('TWEE');
  });

  it('stays reserved while the payment is pending at the provider', async () => {
    const started = await checkout(anna, 'ZOMER10');
    await providerSays(started, 'pending');
    await expect(checkout(anna, 'ZOMER10')).rejects.toMatchObject({ code: 'code_used' });
  });

  it('is released when the gateway cannot open the checkout', async () => {
    world.paymentGateway.down = true;
    await expect(checkout(anna, 'HALF50')).rejects.toMatchObject({ code: 'payment_failed' });
    world.paymentGateway.down = false;
    expect(world.store.data.redemptions).toEqual([]);
    expect((await checkout(bram, 'HALF50')).payment.discountCode).toBe('HALF50');
  });

  it('is redeemed when the payment completes, with the credits, once', async () => {
    const started = await checkout(anna, 'ZOMER10');
    await providerSays(started, 'paid');
    await world.applyGatewayStatus.run(started.payment.providerRef!);

    expect(world.store.member(anna)?.credits).toBe(120);
    expect(world.store.data.redemptions).toMatchObject([{ code: 'ZOMER10', paymentId: started.payment.paymentId, status: 'redeemed', at: NOW }]);
    await expect(checkout(anna, 'ZOMER10')).rejects.toMatchObject({ code: 'code_used' });
  });

  it('her welcome offers are one: while a checkout holds TIMEBONUS25 she has no discount and WELKOM is refused; cancelled, the time bonus is back', async () => {
    expect((await active(anna))?.code).toBe('TIMEBONUS25');
    const started = await checkout(anna, 'TIMEBONUS25');
    expect(started.payment).toMatchObject({ amount: 1496, discountCode: 'TIMEBONUS25' });

    expect(await active(anna)).toBeNull();
    await expect(checkout(anna, 'TIMEBONUS25')).rejects.toMatchObject({ code: 'code_used' });
    await expect(checkout(anna, 'WELKOM')).rejects.toMatchObject({ code: 'code_used' });

    await providerSays(started, 'canceled');
    expect((await active(anna))?.code).toBe('TIMEBONUS25');
  });

  it('a payment that completes after its reservation was lost is credited at its price, and the code is recorded as used', async () => {
    const started = await checkout(anna, 'HALF50');
    world.store.data.redemptions = [];

    expect(await providerSays(started, 'paid')).toMatchObject({ moved: true, balance: 120 });
    expect(world.store.member(anna)).toMatchObject({ credits: 120, paidUser: true });
    expect(world.store.data.redemptions).toMatchObject([{ code: 'HALF50', memberId: anna, paymentId: started.payment.paymentId, status: 'redeemed' }]);
    await expect(checkout(bram, 'HALF50')).rejects.toMatchObject({ code: 'code_used' });
  });

  it('a payment that completes after its reservation was lost, while another payment holds the code, is credited and the other keeps its hold', async () => {
    const annas = await checkout(anna, 'HALF50');
    world.store.data.redemptions = [];
    const brams = await checkout(bram, 'HALF50');

    await providerSays(annas, 'paid');

    expect(world.store.member(anna)?.credits).toBe(120);
    expect(world.store.data.redemptions).toMatchObject([
      { code: 'HALF50', memberId: bram, paymentId: brams.payment.paymentId, status: 'reserved' },
      { code: 'HALF50', memberId: anna, paymentId: annas.payment.paymentId, status: 'redeemed' },
    ]);
  });

  it('a payment that completes after its reservation was lost, while another of her payments holds her welcome offer, is credited and records nothing', async () => {
    const first = await checkout(anna, 'TIMEBONUS25');
    world.store.data.redemptions = [];
    const second = await checkout(anna, 'TIMEBONUS25');

    expect(await providerSays(first, 'paid')).toMatchObject({ moved: true, balance: 120 });
    expect(world.store.data.redemptions).toMatchObject([{ code: 'TIMEBONUS25', paymentId: second.payment.paymentId, status: 'reserved' }]);
  });

  it('is released by the sweeper when its payment never reached the gateway (the instance stopped in between)', async () => {
    const started = await checkout(anna, 'HALF50');
    // As if the checkout had never been attached: no provider reference.
    world.store.data.payments = world.store.data.payments.map((payment) => ({ ...payment, providerRef: null }));
    await world.sweepUnsettledPayments.run();
    expect(world.store.data.redemptions).toHaveLength(1);

    world.clock.advance(600_001);
    expect(await world.sweepUnsettledPayments.run()).toEqual({ moved: 1, failed: 0 });
    expect((await world.memberPayments.one(anna, started.payment.paymentId)).status).toBe('failed');
    expect(world.store.data.redemptions).toEqual([]);
  });

  it('refuses a direct-debit order with a code an open checkout of hers holds, and keeps her SMS code unused', async () => {
    await checkout(anna, 'ZOMER10');
    await world.useCases.directDebit.requestCode.run({ memberId: anna, domain: WORLD_DOMAIN, mobile: '+31612345678' });
    const smsCode = /(\d{6})/.exec(world.sms.sent.at(-1)!.text)![1]!;
    const mandate = { accountHolder: 'A. de Vries', iban: 'NL91ABNA0417164300', street: 'Kerkstraat', houseNumber: '12a', postcode: '1017 GC', city: 'Amsterdam', mobile: '+31612345678' };
    const order = (discountCode?: string) =>
      world.useCases.directDebit.order.run({ memberId: anna, domain: WORLD_DOMAIN, bundleId: 2, mandate, smsCode, ...(discountCode ? { discountCode } : {}) });

    await expect(order('ZOMER10')).rejects.toMatchObject({ code: 'code_used' });
    expect(world.store.member(anna)?.credits).toBe(0);
    expect((await order()).payment).toMatchObject({ status: 'completed', amount: 1995, discountCode: null });
  });

  it('a direct-debit order takes and redeems the code at once: a checkout after it is refused', async () => {
    await world.useCases.directDebit.requestCode.run({ memberId: anna, domain: WORLD_DOMAIN, mobile: '+31612345678' });
    const smsCode = /(\d{6})/.exec(world.sms.sent.at(-1)!.text)![1]!;
    const mandate = { accountHolder: 'A. de Vries', iban: 'NL91ABNA0417164300', street: 'Kerkstraat', houseNumber: '12a', postcode: '1017 GC', city: 'Amsterdam', mobile: '+31612345678' };
    const ordered = await world.useCases.directDebit.order.run({ memberId: anna, domain: WORLD_DOMAIN, bundleId: 2, mandate, smsCode, discountCode: 'HALF50' });

    expect(world.store.data.redemptions).toMatchObject([{ code: 'HALF50', paymentId: ordered.payment.paymentId, status: 'redeemed' }]);
    await expect(checkout(bram, 'HALF50')).rejects.toMatchObject({ code: 'code_used' });
  });
});
