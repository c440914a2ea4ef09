import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { CheckoutDiscounts } from '../discounts/ports';
import { PORTS } from '../../bff/wiring/tokens';
import type { LiveEvent } from '../realtime/live-event';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { cents, credits, percent } from '../shared/quantities';
import type { DirectDebitOrder } from './order-by-direct-debit';

let world: InMemoryWorld;
let anna: MemberId;
let live: LiveEvent[];
const mobile = '+31612345678';
const mandate = { accountHolder: 'A. de Vries', iban: 'NL91ABNA0417164300', street: 'Kerkstraat', houseNumber: '12a', postcode: '1017gc', city: 'Amsterdam', mobile };

/** A discount engine that knows one code, WELKOM10 (10 %): the discounts area's own rules are tested there. */
const discounts: CheckoutDiscounts = {
  resolve: async (order) => {
    if (order.code.toUpperCase() !== 'WELKOM10') throw new DomainError('code_not_found', { field: 'discount_code' });
    return {
      code: 'WELKOM10', kind: 'code', country: null, memberId: null, expiresAt: null, percentage: percent(10), currency: 'EUR',
      minimumOrder: cents(0), status: 'active', validity: 'once_per_user', paymentMethods: [],
    };
  },
  active: async () => null,
};

async function codeFor(member = anna, to = mobile): Promise<string> {
  await world.useCases.directDebit.requestCode.run({ memberId: member, domain: world.settings.domain, mobile: to });
  return /(\d{6})/.exec(world.sms.sent.at(-1)!.text)![1]!;
}

const order = (smsCode: string, change: Partial<DirectDebitOrder> = {}) =>
  world.useCases.directDebit.order.run({ memberId: anna, domain: world.settings.domain, bundleId: 2, mandate, smsCode, ...change });

beforeEach(async () => {
  world = createInMemoryWorld({
    now: new Date('2026-11-26T12:00:00Z'),
    rebind: (container) => container.rebind(PORTS.checkoutDiscounts).toConstantValue(discounts),
  });
  anna = await world.addMember({ name: 'Anna', country: 'NL' });
  live = [];
  await world.events.subscribe(anna, (event) => live.push(event));
});

describe('ordering credits by direct debit', () => {
  it('delivers the credits at once, makes her premium and completes the payment (sdd, direct_debit)', async () => {
    const ordered = await order(await codeFor());

    expect(ordered.balance).toBe(120);
    expect(await world.ledger.sumFor(anna)).toBe(credits(120));
    expect(world.store.member(anna)!.paidUser).toBe(true);
    expect(ordered.payment).toMatchObject({ status: 'completed', method: 'sdd', provider: 'direct_debit', credits: 120, amount: 1995, listAmount: 1995 });
    expect(ordered.payment.paymentId).toMatch(/^HS-[A-Z0-9]{10}$/);
    expect(world.store.data.payments).toMatchObject([{ paymentId: ordered.payment.paymentId, status: 'completed' }]);
    expect(live).toEqual([{ type: 'credits', credits: 120 }]);
  });

  it('mails her the order confirmation: the order, the amount to be collected (not paid), direct debit and the lost withdrawal right', async () => {
    const ordered = await order(await codeFor());

    expect(world.mailer.sent.filter((mail) => mail.template === 'payment_confirmation')).toEqual([]);
    const mails = world.mailer.sent.filter((mail) => mail.template === 'direct_debit_confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toBe(`https://hartslag.example/transactions/${ordered.payment.paymentId}`);
    expect(mails[0]!.facts).toEqual(
      expect.arrayContaining([
        ['Bestelling', ordered.payment.paymentId],
        ['Te incasseren', 'EUR 19.95'],
        ['Betaalmethode', 'SEPA Direct Debit'],
      ]),
    );
  });

  it('keeps the mandate with the payment, postcode written the Dutch way', async () => {
    const ordered = await order(await codeFor());

    expect(world.store.data.mandates).toEqual([
      { ...mandate, postcode: '1017 GC', memberId: anna, paymentId: ordered.payment.paymentId, createdAt: new Date('2026-11-26T12:00:00Z') },
    ]);
  });

  it('takes a discount code off the price and redeems it with the payment', async () => {
    const ordered = await order(await codeFor(), { discountCode: 'welkom10' });

    expect(ordered.payment).toMatchObject({ amount: 1795, listAmount: 1995, discountCode: 'WELKOM10', discountPercentage: 10 });
    expect(world.store.data.redemptions).toMatchObject([{ code: 'WELKOM10', memberId: anna, paymentId: ordered.payment.paymentId }]);
  });

  it('refuses a discount code the discounts do not know, and uses no code try', async () => {
    const code = await codeFor();
    await expect(order(code, { discountCode: 'NOPE' })).rejects.toMatchObject({ code: 'code_not_found' });
    expect(world.store.data.smsCodes[0]!.tries).toBe(0);
  });

  it('uses a code once: the same code again is sms_code_invalid', async () => {
    const code = await codeFor();
    await order(code);

    await expect(order(code)).rejects.toMatchObject({ code: 'sms_code_invalid', field: 'sms_code' });
    expect(await world.ledger.sumFor(anna)).toBe(credits(120));
  });

  it('refuses wrong digits, and a code sent to another number', async () => {
    const code = await codeFor();
    const wrong = code === '000000' ? '000001' : '000000';

    await expect(order(wrong)).rejects.toMatchObject({ code: 'sms_code_invalid', message: 'wrong' });
    await expect(order(code, { mandate: { ...mandate, mobile: '+31687654321' } })).rejects.toMatchObject({ code: 'sms_code_invalid', message: 'no_code' });
    expect(world.store.data.payments).toEqual([]);
  });

  it('refuses a code from the tenth minute on', async () => {
    const code = await codeFor();
    world.clock.advance(10 * 60_000);

    await expect(order(code)).rejects.toMatchObject({ code: 'sms_code_invalid', message: 'expired' });
    expect(world.store.data.payments).toEqual([]);
  });

  it('gives a code 5 tries: after 5 wrong ones the right digits open nothing', async () => {
    const code = await codeFor();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) await expect(order(wrong)).rejects.toMatchObject({ message: 'wrong' });

    await expect(order(code)).rejects.toMatchObject({ code: 'sms_code_invalid', message: 'too_many_tries' });
    expect(world.store.data.payments).toEqual([]);
  });

  it('accepts the right digits on the fifth try', async () => {
    const code = await codeFor();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i += 1) await expect(order(wrong)).rejects.toMatchObject({ message: 'wrong' });

    await expect(order(code)).resolves.toMatchObject({ balance: 120 });
  });

  it("never takes another member's code", async () => {
    const bram = await world.addMember({ name: 'Bram' });
    const bramsCode = await codeFor(bram);

    await expect(order(bramsCode)).rejects.toMatchObject({ code: 'sms_code_invalid' });
    await codeFor();
    await expect(order(bramsCode)).rejects.toMatchObject({ code: 'sms_code_invalid' });
    expect(world.store.data.payments).toEqual([]);
  });

  it('refuses a member blocked for direct debit, before any code is tried', async () => {
    const code = await codeFor();
    world.directDebitBlocks.block(anna);

    await expect(order(code)).rejects.toMatchObject({ code: 'direct_debit_blocked' });
    expect(world.store.data.smsCodes[0]!.tries).toBe(0);
    expect(world.store.data.payments).toEqual([]);
  });

  it('refuses an order past €150 in 30 days with direct_debit_limit, and keeps the code for a smaller one', async () => {
    for (const bundleId of [3, 3, 3]) await order(await codeFor(), { bundleId });
    world.clock.advance(3600_000);
    const code = await codeFor();

    await expect(order(code, { bundleId: 3 })).rejects.toMatchObject({ code: 'direct_debit_limit' });
    expect(world.store.data.payments).toHaveLength(3);
    await expect(order(code, { bundleId: 1 })).resolves.toMatchObject({ payment: { amount: 995 } });
  });

  it('counts only the 30 days before the order', async () => {
    for (const bundleId of [3, 3, 3]) await order(await codeFor(), { bundleId });
    world.clock.advance(30 * 24 * 3600_000 + 1000);

    await expect(order(await codeFor(), { bundleId: 3 })).resolves.toMatchObject({ payment: { status: 'completed' } });
  });

  it('lets only one of two parallel orders, each with its own code, pass the limit', async () => {
    await order(await codeFor(), { bundleId: 3 });
    await order(await codeFor(), { bundleId: 3 });
    world.clock.advance(3600_000);
    const other = '+31687654321';
    const [first, second] = [await codeFor(anna, mobile), await codeFor(anna, other)];

    const results = await Promise.allSettled([
      order(first!, { bundleId: 3 }),
      order(second!, { bundleId: 3, mandate: { ...mandate, mobile: other } }),
    ]);

    expect(results.map((r) => (r.status === 'fulfilled' ? 'ordered' : (r.reason as DomainError).code)).sort()).toEqual(['direct_debit_limit', 'ordered']);
    expect(world.store.data.payments).toHaveLength(3);
  });

  it('says not_found for a bundle not sold in her country', async () => {
    await expect(order(await codeFor(), { bundleId: 99 })).rejects.toMatchObject({ code: 'not_found', field: 'bundle_id' });
  });

  it('refuses a postcode that is not Dutch for a Dutch member', async () => {
    await expect(order(await codeFor(), { mandate: { ...mandate, postcode: '10115' } })).rejects.toMatchObject({ code: 'invalid_input', field: 'postcode' });
  });

  it('refuses where direct debit is not offered (Belgium)', async () => {
    const bart = await world.addMember({ name: 'Bart', country: 'BE' });
    const code = await codeFor(bart);
    await expect(order(code, { memberId: bart })).rejects.toMatchObject({ code: 'invalid_input', field: 'method' });
  });
});
