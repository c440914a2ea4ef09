import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMollie, type FakeMollie } from '../../test/support/fake-mollie';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/**
 * Decision 0076 through Mollie end to end: the bff with MOLLIE_API_KEY pointing at a fake Mollie on loopback. Finance's
 * refund reaches Mollie's Refunds API once; a chargeback Mollie reports through the payment webhook takes the credits
 * back once, blocks direct debit and is audited as the system.
 */
describe.each(databaseKinds())('refunds and chargebacks through Mollie, on %s', (kind) => {
  let fake: FakeMollie;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeMollie();
    server = await startTestServer(kind, { env: { MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_ENDPOINT: fake.apiEndpoint } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const { post, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  const webhook = (ref: string) => server.api.post('/api/payment-webhook.php').type('form').send(`id=${ref}`);
  const accountOf = async (member: GivenMember) => {
    const row = await knex()('members').where({ id: member.id }).first('credits', 'direct_debit_blocked');
    const [sum] = await knex()('credit_ledger').where({ member_id: member.id }).sum({ total: 'amount' });
    return { balance: Number(row.credits), ledger: Number(sum.total ?? 0), blocked: Boolean(row.direct_debit_blocked) };
  };

  /** She buys the first bundle with iDEAL and Mollie says paid: credited through the webhook. */
  const paidAtMollie = async () => {
    const member = await givenMember(knex(), { credits: 0 });
    const cookie = await sessionCookieFor(server.api, member);
    const offer = await server.api.get('/api/credits.php').set('Cookie', cookie).expect(200);
    const bundle = offer.body.offer.bundles[0] as { id: number; credits: number };
    const started = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: bundle.id, method: 'ideal', consent: true });
    const paymentId: string = started.body.payment.payment_id;
    const ref = fake.payments().find((p) => (p.metadata as { payment_id?: string } | null)?.payment_id === paymentId)!.id;
    fake.setStatus(ref, 'paid');
    await webhook(ref).expect(200);
    expect((await accountOf(member)).balance).toBe(bundle.credits);
    return { member, paymentId, ref, credits: bundle.credits, amount: Math.round(Number(fake.payment(ref)!.amount.value) * 100) };
  };

  it('refunds through Mollie’s Refunds API once for a double click, the credits back out through the ledger', async () => {
    const { member, paymentId, ref, amount } = await paidAtMollie();
    const finance = await as('finance');
    const body = { reason: 'Op verzoek terugbetaald', idempotency_key: `mollie-refund-${Date.now()}` };
    const both = await Promise.all([post(`/payments/${paymentId}/refunds`, body, finance), post(`/payments/${paymentId}/refunds`, body, finance)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(fake.refunds().filter((refund) => refund.paymentId === ref)).toEqual([expect.objectContaining({ amount: { currency: 'EUR', value: fake.payment(ref)!.amount.value } })]);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === `/v2/payments/${ref}/refunds`).every((r) => r.idempotencyKey === body.idempotency_key)).toBe(true);
    expect(await accountOf(member)).toEqual({ balance: 0, ledger: 0, blocked: false });
    const [row] = await knex()('payment_refunds').where({ payment_id: paymentId });
    expect(row).toMatchObject({ status: 'refunded', amount_cents: amount, provider_ref: expect.stringMatching(/^re_/) });
  });

  it('answers 502 refund_failed when Mollie fails, moving nothing, and the amount stays refundable', async () => {
    const { member, paymentId, credits } = await paidAtMollie();
    fake.trouble(500);
    const answer = await post(`/payments/${paymentId}/refunds`, { reason: 'Mollie is stuk', idempotency_key: `mollie-down-${Date.now()}` }, await as('finance'));
    fake.trouble(null);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: 'refund_failed' });
    expect((await accountOf(member)).balance).toBe(credits);
    expect(await knex()('audit_log').where({ target: `payment:${paymentId}` })).toEqual([]);
  });

  it('takes the credits back once when Mollie reports a chargeback through the webhook, blocks direct debit, audited as the system', async () => {
    const { member, paymentId, ref, amount } = await paidAtMollie();
    await webhook(ref).expect(200);
    expect((await accountOf(member)).balance).toBeGreaterThan(0);
    fake.chargeBack(ref, fake.payment(ref)!.amount.value);
    await webhook(ref).expect(200);
    await Promise.all([webhook(ref), webhook(ref)]);
    expect(await accountOf(member)).toEqual({ balance: 0, ledger: 0, blocked: true });
    expect(await knex()('payment_refunds').where({ payment_id: paymentId })).toEqual([expect.objectContaining({ kind: 'reversal', source: 'gateway', amount_cents: amount })]);
    const audit = await knex()('audit_log').where({ target: `payment:${paymentId}` });
    expect(audit).toEqual([expect.objectContaining({ action: 'payment.reversed', by_system: true, operator_id: null })]);
  });
});
