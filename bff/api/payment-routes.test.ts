import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { deliveredOutbox } from '../../test/support/outbox';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

interface Checkout {
  payment: { payment_id: string; status: string; amount: number; credits: number; checkout_url: string | null };
  checkout_url: string;
}

describe.each(databaseKinds())('credits and payments on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async (options: Parameters<typeof givenMember>[1] = {}) => {
    const made: GivenMember = await givenMember(knex(), options);
    return { ...made, cookie: await sessionCookieFor(server.api, made) };
  };
  const checkout = (who: { cookie: string }, body: object, key?: string) => {
    const request = server.api.post('/api/checkout.php').set('Cookie', who.cookie);
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };
  const refOf = (started: Checkout) => started.checkout_url.split('/sandbox-checkout/')[1]!;
  const pay = (who: { cookie: string }, started: Checkout, outcome: string) =>
    server.api.post('/api/sandbox-checkout.php').set('Cookie', who.cookie).send({ ref: refOf(started), outcome });
  const balanceOf = async (id: number) => {
    const row = await knex()('members').where('id', id).first('credits', 'paid_user');
    const ledger = await knex()('credit_ledger').where('member_id', id).sum({ total: 'amount' }).first();
    return { credits: Number(row.credits), paid: Boolean(row.paid_user), ledger: Number(ledger?.total ?? 0) };
  };
  const webhook = (id: string) => server.api.post('/api/payment-webhook.php').type('form').send({ id });

  it('offers the bundles of the country with euros beside the credits, to visitors too', async () => {
    const visitor = await server.api.get('/api/credits.php');
    expect(visitor.status).toBe(200);
    expect(visitor.body.offer).toMatchObject({ country: 'NL', message_credits: 10, discount: null, methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'sdd'] });
    expect(visitor.body.offer.bundles[1]).toEqual({
      id: 2,
      credits: 120,
      amount: 19.95,
      discounted_amount: 19.95,
      currency: 'EUR',
      messages: 12,
      // 19.95 / 12 = 1.6625: the nearest cent (decision 0046).
      price_per_message: 1.66,
      popular: true,
    });
    const belgian = await member({ country: 'BE' });
    const offer = (await server.api.get('/api/credits.php').set('Cookie', belgian.cookie)).body.offer;
    expect(offer).toMatchObject({ country: 'BE', methods: ['bancontact', 'creditcard', 'paypal', 'applepay', 'sct'] });
  });

  it('prices a message from what she is charged during her time bonus: 50 credits at 25 % off, 7.46, about 1.49 a message', async () => {
    const anna = await member();
    const offer = (await server.api.get('/api/credits.php').set('Cookie', anna.cookie)).body.offer;
    expect(offer.discount).toMatchObject({ code: 'TIMEBONUS25', kind: 'time_bonus' });
    expect(offer.bundles[0]).toMatchObject({ credits: 50, amount: 9.95, discounted_amount: 7.46, messages: 5, price_per_message: 1.49 });
  });

  it('buys a bundle in the sandbox: the credits arrive once, she becomes premium, gets a confirmation and sees the transaction', async () => {
    const anna = await member({ name: 'Anna' });
    const started = await checkout(anna, { bundle_id: 2, method: 'ideal', consent: true });
    expect(started.status).toBe(201);
    const body = started.body as Checkout;
    expect(body.payment).toMatchObject({ status: 'open', credits: 120, amount: 19.95, method: 'ideal' });
    expect(body.payment.payment_id).toMatch(/^HS-[A-Z0-9]{10}$/);
    expect(body.checkout_url).toMatch(new RegExp(`^${server.url}/sandbox-checkout/sbx_`));

    const page = await server.api.get('/api/sandbox-checkout.php').query({ ref: refOf(body) }).set('Cookie', anna.cookie);
    expect(page.body.checkout).toMatchObject({ payment_id: body.payment.payment_id, amount: 19.95, currency: 'EUR', method: 'ideal', status: 'open' });

    const paid = await pay(anna, body, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ redirect_url: `/transactions/${body.payment.payment_id}` });
    expect(await balanceOf(anna.id)).toEqual({ credits: 120, paid: true, ledger: 120 });

    const shown = await server.api.get('/api/payment.php').query({ payment_id: body.payment.payment_id }).set('Cookie', anna.cookie);
    expect(shown.body.payment).toMatchObject({ status: 'completed', checkout_url: null });
    expect(shown.body.payment.paid_at).not.toBeNull();
    const listed = await server.api.get('/api/transactions.php').set('Cookie', anna.cookie);
    expect(listed.body.payments.map((p: { payment_id: string }) => p.payment_id)).toEqual([body.payment.payment_id]);
    const user = await server.api.get('/api/user.php').set('Cookie', anna.cookie);
    expect(user.body.user).toMatchObject({ credits: 120, paid_user: true });

    await deliveredOutbox(knex());
    const mail = await knex()('mail_outbox').where({ to: anna.email, template: 'payment_confirmation' }).first();
    expect(mail.text).toContain(body.payment.payment_id);
    expect(mail.text).toContain('EUR 19.95');
    expect(mail.text).toContain('herroepingsrecht');
    expect(mail.text).toContain(`/transactions/${body.payment.payment_id}`);
  });

  it('credits nothing for a payment that stays pending, fails or is cancelled', async () => {
    const bram = await member();
    for (const [outcome, status] of [
      ['pending', 'pending'],
      ['failed', 'failed'],
      ['canceled', 'cancelled'],
    ] as const) {
      const started = (await checkout(bram, { bundle_id: 1, method: 'creditcard', consent: true })).body as Checkout;
      await pay(bram, started, outcome).expect(200);
      const shown = await server.api.get('/api/payment.php').query({ payment_id: started.payment.payment_id }).set('Cookie', bram.cookie);
      expect(shown.body.payment.status).toBe(status);
    }
    expect(await balanceOf(bram.id)).toEqual({ credits: 0, paid: false, ledger: 0 });
  });

  it('believes the provider, not the notification: a webhook twice credits once, an open payment nothing, an unknown id is a 200', async () => {
    const carla = await member();
    const started = (await checkout(carla, { bundle_id: 1, method: 'paypal', consent: true })).body as Checkout;
    const ref = refOf(started);

    await webhook(ref).expect(200);
    expect(await balanceOf(carla.id)).toMatchObject({ credits: 0 });

    await knex()('sandbox_checkouts').where('ref', ref).update({ status: 'paid' });
    await Promise.all([webhook(ref), webhook(ref), webhook(ref)]);
    await webhook(ref).expect(200);
    expect(await balanceOf(carla.id)).toEqual({ credits: 50, paid: true, ledger: 50 });
    const rows = await knex()('credit_ledger').where({ member_id: carla.id, reason: 'purchase', reference: started.payment.payment_id });
    expect(rows).toHaveLength(1);

    expect((await webhook('tr_unknown123')).status).toBe(200);
    expect((await server.api.post('/api/payment-webhook.php').type('form').send({})).body).toMatchObject({ error: 'invalid_input', field: 'id' });
  });

  it('makes one payment of a checkout retried with its Idempotency-Key', async () => {
    const dirk = await member();
    const key = 'checkout-key-0000000001';
    const first = await checkout(dirk, { bundle_id: 3, method: 'ideal', consent: true }, key);
    const again = await checkout(dirk, { bundle_id: 3, method: 'ideal', consent: true }, key);
    expect(again.status).toBe(201);
    expect(again.body.payment.payment_id).toBe(first.body.payment.payment_id);
    expect(await knex()('payments').where('member_id', dirk.id).select('payment_id')).toHaveLength(1);
  });

  it('repeats the last completed order in one step, and says not_found before there is one', async () => {
    const eva = await member();
    expect((await server.api.post('/api/repeat-order.php').set('Cookie', eva.cookie).send({ consent: true })).status).toBe(404);
    const started = (await checkout(eva, { bundle_id: 1, method: 'ideal', consent: true })).body as Checkout;
    await pay(eva, started, 'paid').expect(200);

    const repeated = await server.api.post('/api/repeat-order.php').set('Cookie', eva.cookie).send({ consent: true });
    expect(repeated.status).toBe(201);
    expect(repeated.body.payment).toMatchObject({ bundle_id: 1, method: 'ideal', status: 'open', credits: 50 });
    const other = await server.api.post('/api/repeat-order.php').set('Cookie', eva.cookie).send({ consent: true, method: 'paypal' });
    expect(other.body.payment).toMatchObject({ bundle_id: 1, method: 'paypal' });
  });

  it('refuses anonymous calls with 403 authentication required', async () => {
    const calls = [
      server.api.post('/api/checkout.php').send({ bundle_id: 1, method: 'ideal', consent: true }),
      server.api.post('/api/repeat-order.php').send({ consent: true }),
      server.api.get('/api/payment.php').query({ payment_id: 'HS-ABCDEFGHJK' }),
      server.api.get('/api/transactions.php'),
      server.api.get('/api/sandbox-checkout.php').query({ ref: 'sbx_abcdefghij' }),
      server.api.post('/api/sandbox-checkout.php').send({ ref: 'sbx_abcdefghij', outcome: 'paid' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    }
  });

  it('answers bad input with 400 naming the field, and changes nothing', async () => {
    const fay = await member();
    const cases: [object, string][] = [
      [{ bundle_id: 1, method: 'ideal' }, 'consent'],
      [{ bundle_id: 1, method: 'ideal', consent: false }, 'consent'],
      [{ bundle_id: 1, method: 'bitcoin', consent: true }, 'method'],
      [{ bundle_id: 'x', method: 'ideal', consent: true }, 'bundle_id'],
      [{ bundle_id: 999, method: 'ideal', consent: true }, 'bundle_id'],
      [{ bundle_id: 1, method: 'sdd', consent: true }, 'method'],
      [{ bundle_id: 1, method: 'bancontact', consent: true }, 'method'],
      [{ bundle_id: 1, method: 'ideal', consent: true, discount_code: '<script>' }, 'discount_code'],
    ];
    for (const [body, field] of cases) {
      const response = await checkout(fay, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field });
    }
    expect((await server.api.get('/api/payment.php').query({ payment_id: "1' or 1=1" }).set('Cookie', fay.cookie)).body).toMatchObject({ field: 'payment_id' });
    expect((await server.api.post('/api/sandbox-checkout.php').set('Cookie', fay.cookie).send({ ref: 'sbx_abcdefghij', outcome: 'free' })).body).toMatchObject({ field: 'outcome' });
    expect(await knex()('payments').where('member_id', fay.id)).toEqual([]);
  });

  it("never shows or settles another member's payment", async () => {
    const gina = await member();
    const hank = await member();
    const started = (await checkout(gina, { bundle_id: 2, method: 'ideal', consent: true })).body as Checkout;

    expect((await server.api.get('/api/payment.php').query({ payment_id: started.payment.payment_id }).set('Cookie', hank.cookie)).status).toBe(404);
    expect((await server.api.get('/api/sandbox-checkout.php').query({ ref: refOf(started) }).set('Cookie', hank.cookie)).status).toBe(404);
    expect((await pay(hank, started, 'paid')).status).toBe(404);
    expect((await server.api.get('/api/transactions.php').set('Cookie', hank.cookie)).body.payments).toEqual([]);
    expect(await balanceOf(gina.id)).toMatchObject({ credits: 0 });
    expect(await balanceOf(hank.id)).toMatchObject({ credits: 0 });
  });
});
