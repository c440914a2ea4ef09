import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import type { StartedCheckout } from './start-checkout';
import { SWEEP_AFTER_SECONDS, SWEEP_BATCH, SweepUnsettledPayments } from './sweep-unsettled-payments';

const NOW = new Date('2026-11-27T10:00:00Z');
/** A member may start 20 checkouts an hour: open payments in number come from several members. */
const CHECKOUTS_PER_MEMBER = 15;

describe('the payment sweeper takes turns (issue 22)', () => {
  let world: InMemoryWorld;
  /** The provider references the sweeper asked the gateway about, in order. */
  let asked: string[];
  let sweeper: SweepUnsettledPayments;

  beforeEach(() => {
    world = createInMemoryWorld({ now: NOW });
    asked = [];
    // The app's own ApplyGatewayStatus, with each question written down on its way.
    const applyGatewayStatus = { run: (ref: string) => (asked.push(ref), world.applyGatewayStatus.run(ref)) };
    sweeper = new SweepUnsettledPayments({ payments: world.payments, applyGatewayStatus, transactions: world.transactions, clock: world.clock });
  });

  async function openPayments(count: number): Promise<StartedCheckout[]> {
    const started: StartedCheckout[] = [];
    let member: MemberId | undefined;
    for (let i = 0; i < count; i += 1) {
      if (i % CHECKOUTS_PER_MEMBER === 0) member = await world.addMember();
      started.push(await world.startCheckout.run({ memberId: member!, domain: WORLD_DOMAIN, bundleId: 1, method: 'ideal' }));
      world.clock.advance(1000);
    }
    return started;
  }
  const untouchedLongEnough = () => world.clock.advance(SWEEP_AFTER_SECONDS * 1000 + 1);

  it('asks about every one of 150 payments the provider keeps open within two sweeps of 100', async () => {
    const started = await openPayments(150);
    untouchedLongEnough();

    await sweeper.run();
    await sweeper.run();

    expect(SWEEP_BATCH).toBe(100);
    expect(asked).toHaveLength(200);
    expect(new Set(asked)).toEqual(new Set(started.map((checkout) => checkout.payment.providerRef)));
  });

  it('asks the never-asked first, oldest first, then those asked longest ago', async () => {
    const refs = (await openPayments(150)).map((checkout) => checkout.payment.providerRef!);
    untouchedLongEnough();

    await sweeper.run();
    expect(asked).toEqual(refs.slice(0, 100));
    world.clock.advance(1000);
    await sweeper.run();
    expect(asked.slice(100)).toEqual([...refs.slice(100), ...refs.slice(0, 50)]);
  });

  it('settles a payment paid behind 100 that stay open at the provider (long bank transfers) at the second sweep', async () => {
    await openPayments(100);
    const paidLater = await openPayments(50);
    for (const checkout of paidLater) await world.paymentGateway.decide(checkout.payment.providerRef!, 'paid');
    untouchedLongEnough();

    expect(await sweeper.run()).toEqual({ moved: 0, failed: 0 });
    expect(await sweeper.run()).toEqual({ moved: 50, failed: 0 });
    for (const checkout of paidLater) expect((await world.memberPayments.one(checkout.payment.memberId, checkout.payment.paymentId)).status).toBe('completed');
  });

  it('moves on past payments whose gateway fails to answer: they were asked, whatever came back', async () => {
    const refs = (await openPayments(150)).map((checkout) => checkout.payment.providerRef!);
    untouchedLongEnough();
    world.paymentGateway.down = true;
    expect(await sweeper.run()).toEqual({ moved: 0, failed: 100 });
    world.paymentGateway.down = false;

    await sweeper.run();
    expect(asked.slice(100, 150)).toEqual(refs.slice(100));
  });

  it('leaves alone a payment changed in the last ten minutes', async () => {
    await openPayments(1);
    world.clock.advance(SWEEP_AFTER_SECONDS * 1000 - 2000);
    await sweeper.run();
    expect(asked).toEqual([]);
  });
});
