import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { startFakeMollie, type FakeMollie } from '../../test/support/fake-mollie';
import { USE_CASES } from '../wiring/tokens';

/**
 * Payments through Mollie end to end (issue 12): the bff with MOLLIE_API_KEY and MOLLIE_API_ENDPOINT pointing at a fake
 * Mollie on loopback. Mollie's webhook carries only `id=tr_…`; the status is always read back from Mollie.
 */
describe.each(databaseKinds())('Mollie payments and their webhook, on %s', (kind) => {
  let fake: FakeMollie;
  let server: TestServer;
  let member: GivenMember;
  let cookie: string;
  let bundle: { id: number; credits: number };
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeMollie();
    const logDestination = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) });
    server = await startTestServer(kind, {
      env: { MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_ENDPOINT: fake.apiEndpoint },
      config: { logLevel: 'info' },
      logDestination,
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.trouble(null);
    member = await givenMember(server.database.knex, { credits: 0 });
    cookie = await sessionCookieFor(server.api, member);
    const offer = await server.api.get('/api/credits.php').set('Cookie', cookie);
    expect(offer.status).toBe(200);
    bundle = offer.body.offer.bundles[0];
  });

  /** She checks out a bundle with iDEAL: the payment is created at Mollie; its Mollie id and ours. */
  const checkOut = async () => {
    const response = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: bundle.id, method: 'ideal', consent: true });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    const paymentId: string = response.body.payment.payment_id;
    const atMollie = fake.payments().find((p) => (p.metadata as { payment_id?: string } | null)?.payment_id === paymentId);
    expect(atMollie, 'the payment was created at Mollie with our payment id').toBeDefined();
    expect(response.body.checkout_url).toBe(`https://www.mollie.com/checkout/select-method/${atMollie!.id.slice(3)}`);
    return { paymentId, ref: atMollie!.id };
  };

  const webhook = (body: string) => server.api.post('/api/payment-webhook.php').type('form').send(body);

  /** Her balance, what the ledger adds up to, her purchases, and the payment's status. */
  const account = async (paymentId?: string) => {
    const knex = server.database.knex;
    const row = await knex('members').where('id', member.id).first('credits', 'paid_user');
    const ledger = await knex('credit_ledger').where('member_id', member.id).sum({ total: 'amount' }).first();
    const purchases = await knex('credit_ledger').where({ member_id: member.id, reason: 'purchase' }).count({ n: '*' }).first();
    const payment = paymentId ? await knex('payments').where('payment_id', paymentId).first('status') : undefined;
    return { balance: Number(row.credits), ledger: Number(ledger?.total ?? 0), purchases: Number(purchases?.n), paidUser: Boolean(row.paid_user), status: payment?.status as string | undefined };
  };

  it('credits her exactly once when Mollie says paid, the balance being the sum of the ledger', async () => {
    const { paymentId, ref } = await checkOut();
    expect(await account(paymentId)).toMatchObject({ balance: 0, purchases: 0, status: 'open' });
    fake.setStatus(ref, 'paid');
    const answer = await webhook(`id=${ref}`);
    expect(answer.status).toBe(200);
    expect(await account(paymentId)).toEqual({ balance: bundle.credits, ledger: bundle.credits, purchases: 1, paidUser: true, status: 'completed' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/${ref}`, authorization: `Bearer ${fake.apiKey}` });
  });

  it('credits once when the same notification comes twice, or twice at once', async () => {
    const { paymentId, ref } = await checkOut();
    fake.setStatus(ref, 'paid');
    expect((await webhook(`id=${ref}`)).status).toBe(200);
    expect((await webhook(`id=${ref}`)).status).toBe(200);
    const both = await Promise.all([webhook(`id=${ref}`), webhook(`id=${ref}`)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await account(paymentId)).toMatchObject({ balance: bundle.credits, ledger: bundle.credits, purchases: 1, status: 'completed' });
  });

  it('believes Mollie, not the body: a notification that says paid while Mollie says open credits nothing', async () => {
    const { paymentId, ref } = await checkOut();
    const answer = await webhook(`id=${ref}&status=paid&amount%5Bvalue%5D=1000.00&amount%5Bcurrency%5D=EUR`);
    expect(answer.status).toBe(200);
    expect(await account(paymentId)).toMatchObject({ balance: 0, ledger: 0, purchases: 0, status: 'open' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/${ref}` });
  });

  it('answers 200 to an id it does not know, and changes nothing', async () => {
    const { paymentId } = await checkOut();
    const before = await account(paymentId);
    const asked = fake.requests.length;
    expect((await webhook('id=tr_NotOursAtAll9')).status).toBe(200);
    // Mollie never sends these; whatever the answer, it is not an error of ours and moves nothing.
    for (const body of ['id=', 'id=..%2F..%2Fv2%2Fpayments', 'foo=bar']) {
      const answer = await webhook(body);
      expect(answer.status, body).toBeLessThan(500);
    }
    expect(await account(paymentId)).toEqual(before);
    expect(fake.requests.slice(asked).filter((r) => !/^\/v2\/payments\/tr_[A-Za-z0-9]+$/.test(r.path)), 'only Mollie payment ids reach Mollie').toEqual([]);
  });

  it('credits nothing for a failed, cancelled or expired payment, and a settled payment never moves again', async () => {
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const { paymentId, ref } = await checkOut();
      fake.setStatus(ref, outcome);
      expect((await webhook(`id=${ref}`)).status).toBe(200);
      expect(await account(paymentId)).toMatchObject({ balance: 0, ledger: 0, purchases: 0, status: outcome === 'failed' ? 'failed' : 'cancelled' });
      // Mollie would never turn a failed payment into a paid one; if anything did, nothing is credited.
      fake.setStatus(ref, 'paid');
      expect((await webhook(`id=${ref}`)).status).toBe(200);
      expect(await account(paymentId)).toMatchObject({ balance: 0, purchases: 0 });
    }
  });

  it('keeps a pending payment pending, and credits it once Mollie says paid', async () => {
    const { paymentId, ref } = await checkOut();
    fake.setStatus(ref, 'pending');
    expect((await webhook(`id=${ref}`)).status).toBe(200);
    expect(await account(paymentId)).toMatchObject({ balance: 0, status: 'pending' });
    fake.setStatus(ref, 'paid');
    expect((await webhook(`id=${ref}`)).status).toBe(200);
    expect(await account(paymentId)).toMatchObject({ balance: bundle.credits, ledger: bundle.credits, purchases: 1, status: 'completed' });
  });

  it('settles a payment whose webhook was lost when the sweeper asks Mollie, once; a Mollie that is down leaves it for the next sweep', async () => {
    const sweeper = server.composition.container.get(USE_CASES.payments.sweepUnsettledPayments);
    const { paymentId, ref } = await checkOut();
    fake.setStatus(ref, 'paid');
    // No webhook arrives; the payment has been left alone for longer than the sweeper waits.
    await server.database.knex('payments').where('payment_id', paymentId).update({ updated_at: new Date(Date.now() - 3600_000) });
    fake.trouble('reset');
    expect((await sweeper.run()).failed).toBeGreaterThanOrEqual(1);
    expect(await account(paymentId)).toMatchObject({ balance: 0, purchases: 0, status: 'open' });
    fake.trouble(null);
    expect((await sweeper.run()).moved).toBeGreaterThanOrEqual(1);
    expect(await account(paymentId)).toMatchObject({ balance: bundle.credits, ledger: bundle.credits, purchases: 1, status: 'completed' });
    await sweeper.run();
    expect((await webhook(`id=${ref}`)).status).toBe(200);
    expect(await account(paymentId)).toMatchObject({ balance: bundle.credits, purchases: 1 });
  });

  it('answers 5xx and changes nothing while Mollie cannot be reached, so Mollie tries again; the retry credits her', async () => {
    const { paymentId, ref } = await checkOut();
    fake.setStatus(ref, 'paid');
    for (const trouble of ['reset', 500] as const) {
      fake.trouble(trouble);
      const answer = await webhook(`id=${ref}`);
      expect(answer.status, `Mollie ${trouble}`).toBeGreaterThanOrEqual(500);
      expect(await account(paymentId)).toMatchObject({ balance: 0, ledger: 0, purchases: 0, status: 'open' });
    }
    fake.trouble(null);
    expect((await webhook(`id=${ref}`)).status).toBe(200);
    expect(await account(paymentId)).toMatchObject({ balance: bundle.credits, purchases: 1, status: 'completed' });
  });

  it('logs why Mollie failed, and never the API key', async () => {
    const { ref } = await checkOut();
    fake.setStatus(ref, 'paid');
    for (const trouble of [500, 'reset'] as const) {
      fake.trouble(trouble);
      expect((await webhook(`id=${ref}`)).status).toBeGreaterThanOrEqual(500);
      const checkout = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: bundle.id, method: 'ideal', consent: true });
      expect(checkout.status).toBeGreaterThanOrEqual(400);
    }
    fake.trouble(null);
    const log = logLines.join('');
    expect(log).toMatch(/Mollie could not read a payment/);
    expect(log).not.toContain(fake.apiKey);
    expect(log).not.toContain(fake.apiKey.slice(5));
  });
});
