import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../domain/operators/roles';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { adminClient } from '../../test/support/operators';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/** Issue 25, decision 0076: /api/admin/payments — the list, one payment, refunds through the sandbox gateway, reversals. */
describe.each(databaseKinds())('the back office’s payment calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const { post, get, as } = adminClient(() => server);
  const knex = () => server.database.knex;
  let keys = 0;
  const key = () => `admin-refund-${Date.now()}-${++keys}`;
  const auditOf = async (paymentId: string) =>
    (await knex()('audit_log').where({ target: `payment:${paymentId}` }).orderBy('id')) as { action: string; operator_id: number | null; reason: string | null; details: Record<string, unknown> | null }[];
  const accountOf = async (id: number) => {
    const member = await knex()('members').where({ id }).first('credits', 'direct_debit_blocked');
    const [sum] = await knex()('credit_ledger').where({ member_id: id }).sum({ total: 'amount' });
    const [owed] = await knex()('credit_debts').where({ member_id: id }).sum({ total: 'credits' });
    return { balance: Number(member.credits), ledger: Number(sum.total ?? 0), owed: Number(owed.total ?? 0), blocked: Boolean(member.direct_debit_blocked) };
  };

  /** A member who bought the first bundle at the sandbox and paid: her payment id and the bundle's credits. */
  const paidPayment = async () => {
    const member = await givenMember(knex(), { credits: 0, email: `payer-${Date.now()}-${++keys}@example.nl` });
    const cookie = await sessionCookieFor(server.api, member);
    const offer = await server.api.get('/api/credits.php').set('Cookie', cookie).expect(200);
    const bundle = offer.body.offer.bundles[0] as { id: number; credits: number };
    const started = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: bundle.id, method: 'ideal', consent: true });
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const ref = (started.body.checkout_url as string).split('/sandbox-checkout/')[1]!;
    await server.api.post('/api/sandbox-checkout.php').set('Cookie', cookie).send({ ref, outcome: 'paid' }).expect((answer) => expect(answer.status).toBeLessThan(400));
    const paymentId: string = started.body.payment.payment_id;
    const row = await knex()('payments').where({ payment_id: paymentId }).first('amount_cents', 'status');
    expect(row.status).toBe('completed');
    return { member, cookie, paymentId, credits: bundle.credits, amount: Number(row.amount_cents), ref };
  };

  it('answers a visitor 401, a member 403, support and moderators 403 on every payment call, and writes nothing', async () => {
    const { member, cookie, paymentId } = await paidPayment();
    const support = await as('support');
    const moderator = await as('moderator');
    for (const [who, status] of [[undefined, 401], [cookie, 403], [support, 403], [moderator, 403]] as const) {
      await get('/payments', who).expect(status);
      await get(`/payments/${paymentId}`, who).expect(status);
      await post(`/payments/${paymentId}/refunds`, { reason: 'x', idempotency_key: key() }, who).expect(status);
      await post(`/payments/${paymentId}/reversal`, { reason: 'x' }, who).expect(status);
    }
    expect(await auditOf(paymentId)).toEqual([]);
    expect((await accountOf(member.id)).balance).toBeGreaterThan(0);
  });

  it('lists payments newest first for finance and the admin, filtered by member, address, status and method, each naming the member', async () => {
    const first = await paidPayment();
    const second = await paidPayment();
    for (const role of ['finance', 'admin'] as OperatorRole[]) {
      const all = await get('/payments', await as(role)).expect(200);
      const ids = all.body.payments.map((p: { payment_id: string }) => p.payment_id);
      expect(ids.indexOf(second.paymentId)).toBeLessThan(ids.indexOf(first.paymentId));
    }
    const mine = await get(`/payments?member=${first.member.id}`, await as('finance')).expect(200);
    expect(mine.body.payments).toEqual([expect.objectContaining({ payment_id: first.paymentId, member_id: first.member.id, member_email: first.member.email, status: 'completed', method: 'ideal', refunded: 0, reversed: false })]);
    const byEmail = await get(`/payments?email=${encodeURIComponent(second.member.email.toUpperCase())}&status=completed&method=ideal`, await as('finance')).expect(200);
    expect(byEmail.body.payments.map((p: { payment_id: string }) => p.payment_id)).toEqual([second.paymentId]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/payments?member=${first.member.id}&from=${today}&until=${today}`, await as('finance')).expect(200)).body.payments).toHaveLength(1);
    expect((await get(`/payments?member=${first.member.id}&status=failed`, await as('finance')).expect(200)).body.payments).toEqual([]);
  });

  it('refuses bad filters with 400 naming the field; an unknown payment is 404', async () => {
    const finance = await as('finance');
    for (const [query, field] of [['status=paid', 'status'], ['method=bitcoin', 'method'], ['from=2026-13-45', 'from'], ['until=gisteren', 'until'], ['member=abc', 'member'], ['from=2026-12-08&until=2026-12-01', 'until']] as const) {
      const answer = await get(`/payments?${query}`, finance).expect(400);
      expect(answer.body).toMatchObject({ error: 'invalid_input', field });
    }
    await get('/payments/pay_doesnotexist', finance).expect(404, { error: 'not_found' });
    await get('/payments/bad%20id!', finance).expect(400).expect((answer) => expect(answer.body.field).toBe('id'));
    await post('/payments/pay_doesnotexist/refunds', { reason: 'x', idempotency_key: key() }, finance).expect(404);
    await post('/payments/pay_doesnotexist/reversal', { reason: 'x' }, finance).expect(404);
  });

  it('refunds part, then the rest, through the sandbox: the credits come back out through the ledger, the balance equals the ledger, audited with the reason, mailed', async () => {
    const { member, paymentId, credits, amount } = await paidPayment();
    const finance = await as('finance');
    const half = Math.floor(amount / 2);
    const partial = await post(`/payments/${paymentId}/refunds`, { amount: half, reason: 'Half terug op verzoek', idempotency_key: key() }, finance).expect(200);
    expect(partial.body).toMatchObject({ payment_id: paymentId, refunded: half, refundable: amount - half, refunds: [{ kind: 'refund', status: 'refunded', amount: half, credits_taken: Math.round((credits * half) / amount), debt: 0, provider_ref: expect.stringMatching(/^sbr_/) }] });
    const rest = await post(`/payments/${paymentId}/refunds`, { reason: 'De rest ook', idempotency_key: key() }, await as('admin')).expect(200);
    expect(rest.body).toMatchObject({ refunded: amount, refundable: 0 });
    expect(await accountOf(member.id)).toEqual({ balance: 0, ledger: 0, owed: 0, blocked: false });
    expect((await auditOf(paymentId)).map((row) => [row.action, row.reason])).toEqual([['payment.refunded', 'Half terug op verzoek'], ['payment.refunded', 'De rest ook']]);
    const mails = await knex()('outbox').whereRaw(`payload->'mail'->>'to' = ?`, [member.email]).whereRaw(`payload->'mail'->>'template' = 'payment_refunded'`);
    expect(mails).toHaveLength(2);
    const [checkout] = await knex()('sandbox_checkouts').where({ payment_id: paymentId }).select('refunded_cents');
    expect(Number(checkout.refunded_cents)).toBe(amount);
  });

  it('refuses a refund without a reason, a key or with a bad amount (400 naming the field), and one above what remains (400 amount)', async () => {
    const { member, paymentId, amount } = await paidPayment();
    const finance = await as('finance');
    for (const [body, field] of [
      [{ idempotency_key: key() }, 'reason'],
      [{ reason: '   ', idempotency_key: key() }, 'reason'],
      [{ reason: 'x' }, 'idempotency_key'],
      [{ reason: 'x', idempotency_key: key(), amount: 0 }, 'amount'],
      [{ reason: 'x', idempotency_key: key(), amount: 1.5 }, 'amount'],
      [{ reason: 'x', idempotency_key: key(), amount: '10' }, 'amount'],
      [{ reason: 'x', idempotency_key: key(), amount: amount + 1 }, 'amount'],
    ] as const) {
      const answer = await post(`/payments/${paymentId}/refunds`, body, finance).expect(400);
      expect(answer.body).toMatchObject({ error: 'invalid_input', field });
    }
    expect(await auditOf(paymentId)).toEqual([]);
    expect((await accountOf(member.id)).balance).toBeGreaterThan(0);
  });

  it('refunds once for a double click (the same key twice, and twice at once), and two different refunds at once never both take the last money', async () => {
    const { member, paymentId, amount } = await paidPayment();
    const finance = await as('finance');
    const once = { amount: 100, reason: 'Dubbelklik', idempotency_key: key() };
    const both = await Promise.all([post(`/payments/${paymentId}/refunds`, once, finance), post(`/payments/${paymentId}/refunds`, once, finance)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    await post(`/payments/${paymentId}/refunds`, once, finance).expect(200);
    expect(await knex()('payment_refunds').where({ payment_id: paymentId })).toHaveLength(1);
    const rest = amount - 100;
    const racing = await Promise.all([
      post(`/payments/${paymentId}/refunds`, { amount: rest, reason: 'Een', idempotency_key: key() }, finance),
      post(`/payments/${paymentId}/refunds`, { amount: rest, reason: 'Twee', idempotency_key: key() }, finance),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(racing.find((answer) => answer.status === 400)!.body).toMatchObject({ error: 'invalid_input', field: 'amount' });
    expect(racing.find((answer) => answer.status === 400)!.body).toMatchObject({ field: 'amount' });
    const refunds = await knex()('payment_refunds').where({ payment_id: paymentId, status: 'refunded' }).sum({ total: 'amount_cents' });
    expect(Number(refunds[0].total)).toBe(amount);
    const account = await accountOf(member.id);
    expect(account.balance).toBe(account.ledger);
    expect(account.balance).toBe(0);
    expect((await auditOf(paymentId)).filter((row) => row.action === 'payment.refunded')).toHaveLength(2);
  });

  it('marks a payment reversed: what is left of its credits taken back (a debt for what she spent), direct debit blocked, audited, mailed; a second mark moves nothing', async () => {
    const { member, cookie, paymentId, credits } = await paidPayment();
    const finance = await as('finance');
    await knex()('members').where({ id: member.id }).update({ credits: 2 });
    await knex()('credit_ledger').insert({ member_id: member.id, amount: 2 - credits, reason: 'message', created_at: new Date() });
    await post(`/payments/${paymentId}/reversal`, {}, finance).expect(400).expect((answer) => expect(answer.body.field).toBe('reason'));
    const reversed = await post(`/payments/${paymentId}/reversal`, { reason: 'Storno op het bankafschrift' }, finance).expect(200);
    expect(reversed.body).toMatchObject({ reversed: true, refundable: 0, refunds: [{ kind: 'reversal', credits_taken: 2, debt: credits - 2, source: 'operator' }] });
    expect(await accountOf(member.id)).toEqual({ balance: 0, ledger: 0, owed: credits - 2, blocked: true });
    await post(`/payments/${paymentId}/reversal`, { reason: 'Nog een keer' }, finance).expect(200);
    expect((await auditOf(paymentId)).map((row) => row.action)).toEqual(['payment.reversed']);
    expect((await accountOf(member.id)).owed).toBe(credits - 2);
    await post(`/payments/${paymentId}/refunds`, { reason: 'Na storno', idempotency_key: key() }, finance).expect(409).expect((answer) => expect(answer.body.error).toBe('not_refundable'));
    const mails = await knex()('outbox').whereRaw(`payload->'mail'->>'to' = ?`, [member.email]).whereRaw(`payload->'mail'->>'template' = 'payment_reversed'`);
    expect(mails).toHaveLength(1);
    // Where she would choose direct debit: SPEC §8's refusal.
    const code = await server.api.post('/api/directdebit-code.php').set('Cookie', cookie).send({ mobile: '+31612345678' });
    expect(code.status).toBe(403);
    expect(code.body).toEqual({ error: 'direct_debit_blocked' });
  });
});
