import { createPaymentsWorld } from '../../../test/support/payments-world';
import type { MemberId } from '../../shared/ids';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../actor';
import type { OperatorRole } from '../roles';
import { creditsFor } from './payment-refunds';

const as = (role: OperatorRole): Actor => operatorActor(operatorId(7), role);
const FINANCE = as('finance');
let keys = 0;
const key = () => `refund-key-${++keys}`;

let w: ReturnType<typeof createPaymentsWorld>;
let anna: MemberId;
beforeEach(async () => {
  w = createPaymentsWorld();
  anna = await w.add('anna@example.nl', 'Anna', 'en');
});

const ledgerAgrees = async (id: MemberId) => expect(await w.ledger.sumFor(id)).toBe(await w.balanceOf(id));

describe('the credits a refund takes back', () => {
  it('are in proportion to the money, on the running total, so parts of a full refund take every credit', () => {
    expect(creditsFor({ credits: 100, amount: 1000 }, 1000, 0)).toBe(100);
    expect(creditsFor({ credits: 100, amount: 1000 }, 333, 0)).toBe(33);
    expect(creditsFor({ credits: 100, amount: 1000 }, 666, 33)).toBe(34);
    expect(creditsFor({ credits: 100, amount: 1000 }, 1000, 67)).toBe(33);
    expect(creditsFor({ credits: 7, amount: 995 }, 500, 0)).toBe(4);
    expect(creditsFor({ credits: 5, amount: 0 }, 0, 0)).toBe(0);
  });
});

describe('refunding a payment', () => {
  it('refunds it in full at the gateway, takes its credits back through the ledger, audits it with the reason and mails her in her language', async () => {
    const { paymentId, ref } = await w.paid(anna, { amount: 1995, credits: 100 });
    await w.mails();
    const refund = await w.refund.run(FINANCE, paymentId, { reason: 'Dubbel betaald', idempotencyKey: key() });
    expect(refund).toMatchObject({ status: 'refunded', amount: 1995, creditsTaken: 100, debt: 0 });
    expect(w.gateway.refunds).toEqual([expect.objectContaining({ providerRef: ref, amount: 1995 })]);
    expect(await w.balanceOf(anna)).toBe(0);
    await ledgerAgrees(anna);
    expect(w.ledger.rowsFor(anna).map((row) => [row.amount, row.reason])).toEqual([[100, 'purchase'], [-100, 'refund']]);
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ who: { operatorId: 7 }, action: 'payment.refunded', target: `payment:${paymentId}`, reason: 'Dubbel betaald', details: { amount: 1995, credits: 100, debt: 0 } });
    expect(await w.mails()).toEqual([expect.objectContaining({ kind: 'mail', mail: expect.objectContaining({ to: 'anna@example.nl', template: 'payment_refunded', locale: 'en', counts: { credits: 100 } }) })]);
    expect((await w.show.run(FINANCE, paymentId)).refundable).toBe(0);
  });

  it('refunds part of it, taking back credits in proportion, and the rest later', async () => {
    const { paymentId } = await w.paid(anna, { amount: 1000, credits: 100 });
    expect(await w.refund.run(FINANCE, paymentId, { amount: 333, reason: 'Deels', idempotencyKey: key() })).toMatchObject({ amount: 333, creditsTaken: 33 });
    expect((await w.show.run(FINANCE, paymentId)).refundable).toBe(667);
    expect(await w.refund.run(FINANCE, paymentId, { reason: 'De rest', idempotencyKey: key() })).toMatchObject({ amount: 667, creditsTaken: 67 });
    expect(await w.balanceOf(anna)).toBe(0);
    await ledgerAgrees(anna);
  });

  it('records a debt for credits she has spent, never a balance below zero, and her next purchase settles it first', async () => {
    const { paymentId } = await w.paid(anna, { amount: 1000, credits: 100 });
    await w.ledger.record({ memberId: anna, amount: -70 as never, reason: 'message', at: w.now });
    expect(await w.refund.run(FINANCE, paymentId, { reason: 'Terugbetaald', idempotencyKey: key() })).toMatchObject({ creditsTaken: 30, debt: 70 });
    expect(await w.balanceOf(anna)).toBe(0);
    expect(w.owedBy(anna)).toBe(70);
    await w.paid(anna, { amount: 1000, credits: 100 });
    expect(await w.balanceOf(anna)).toBe(30);
    expect(w.owedBy(anna)).toBe(0);
    await ledgerAgrees(anna);
    expect(w.ledger.rowsFor(anna).at(-1)).toMatchObject({ amount: -70, reason: 'refund', reference: expect.stringMatching(/^debt:pay_/) });
  });

  it('refunds once for a retry with the same key: one gateway refund, one ledger row, one audit row', async () => {
    const { paymentId } = await w.paid(anna);
    const once = { amount: 400, reason: 'Dubbel geklikt', idempotencyKey: key() };
    const first = await w.refund.run(FINANCE, paymentId, once);
    const again = await w.refund.run(FINANCE, paymentId, once);
    expect(again.id).toBe(first.id);
    expect(w.gateway.refunds).toHaveLength(1);
    expect(w.ledger.rowsFor(anna).filter((row) => row.reason === 'refund')).toHaveLength(1);
    expect((await w.actions()).filter((action) => action === 'payment.refunded')).toHaveLength(1);
  });

  it('refuses more than remains refundable naming the amount, and two refunds at once cannot both take the last of it', async () => {
    const { paymentId } = await w.paid(anna, { amount: 1000 });
    await expect(w.refund.run(FINANCE, paymentId, { amount: 1001, reason: 'Te veel', idempotencyKey: key() })).rejects.toMatchObject({ code: 'invalid_input', field: 'amount', details: { refundable: 1000 } });
    const results = await Promise.allSettled([
      w.refund.run(FINANCE, paymentId, { amount: 600, reason: 'Eén', idempotencyKey: key() }),
      w.refund.run(FINANCE, paymentId, { amount: 600, reason: 'Twee', idempotencyKey: key() }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'invalid_input', field: 'amount' } });
    expect(w.gateway.refunds.map((refund) => refund.amount)).toEqual([600]);
    await ledgerAgrees(anna);
  });

  it('needs a reason, a whole positive amount and a key; is finance’s and the admin’s only', async () => {
    const { paymentId } = await w.paid(anna);
    await expect(w.refund.run(FINANCE, paymentId, { reason: ' ', idempotencyKey: key() })).rejects.toMatchObject({ code: 'invalid_input', field: 'reason' });
    for (const amount of [0, -5, 1.5]) await expect(w.refund.run(FINANCE, paymentId, { amount, reason: 'r', idempotencyKey: key() })).rejects.toMatchObject({ field: 'amount' });
    await expect(w.refund.run(FINANCE, paymentId, { reason: 'r', idempotencyKey: 'kort' })).rejects.toMatchObject({ field: 'idempotency_key' });
    for (const actor of [as('support'), as('moderator'), memberActor(anna), VISITOR]) {
      await expect(w.refund.run(actor, paymentId, { reason: 'r', idempotencyKey: key() })).rejects.toMatchObject({ code: 'forbidden' });
    }
    await w.refund.run(as('admin'), paymentId, { amount: 100, reason: 'Admin', idempotencyKey: key() });
    expect(w.gateway.refunds).toHaveLength(1);
  });

  it('is not found for an unknown payment and refused for one not completed', async () => {
    await expect(w.refund.run(FINANCE, 'pay_nothing', { reason: 'r', idempotencyKey: key() })).rejects.toMatchObject({ code: 'not_found' });
    const { paymentId } = await w.paid(anna);
    await w.refund.run(FINANCE, paymentId, { reason: 'Alles', idempotencyKey: key() });
    await expect(w.refund.run(FINANCE, paymentId, { reason: 'Nog eens', idempotencyKey: key() })).rejects.toMatchObject({ code: 'not_refundable', details: { why: 'refunded' } });
  });

  it('moves nothing when the gateway refuses, and the amount is refundable again', async () => {
    const { paymentId } = await w.paid(anna);
    w.gateway.down = true;
    await expect(w.refund.run(FINANCE, paymentId, { reason: 'Storing', idempotencyKey: key() })).rejects.toMatchObject({ code: 'refund_failed' });
    expect(await w.balanceOf(anna)).toBe(100);
    expect((await w.show.run(FINANCE, paymentId)).refundable).toBe(1000);
    expect(await w.actions()).toEqual([]);
    w.gateway.down = false;
    await w.refund.run(FINANCE, paymentId, { reason: 'Opnieuw', idempotencyKey: key() });
    expect(await w.balanceOf(anna)).toBe(0);
  });
});

describe('reversing a payment', () => {
  it('takes back the credits not refunded yet (a debt for what she spent), blocks direct debit, audits and mails her; a second mark moves nothing', async () => {
    const { paymentId } = await w.paid(anna, { amount: 1000, credits: 100, method: 'sdd' });
    await w.refund.run(FINANCE, paymentId, { amount: 200, reason: 'Deels', idempotencyKey: key() });
    await w.ledger.record({ memberId: anna, amount: -75 as never, reason: 'message', at: w.now });
    await w.mails();
    const first = await w.reverse.run(FINANCE, paymentId, { reason: 'Storno op bankafschrift' });
    expect(first).toMatchObject({ moved: true, reversal: { kind: 'reversal', amount: 800, creditsTaken: 5, debt: 75 } });
    expect(await w.balanceOf(anna)).toBe(0);
    expect(w.owedBy(anna)).toBe(75);
    await ledgerAgrees(anna);
    expect(w.store.data.directDebitBlocked).toEqual([anna]);
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ action: 'payment.reversed', reason: 'Storno op bankafschrift', details: { amount: 800, credits: 5, debt: 75 } });
    expect(await w.mails()).toEqual([expect.objectContaining({ mail: expect.objectContaining({ template: 'payment_reversed', locale: 'en', counts: { credits: 80 } }) })]);
    expect(await w.reverse.run(FINANCE, paymentId, { reason: 'Nog eens' })).toMatchObject({ moved: false });
    expect(w.owedBy(anna)).toBe(75);
    expect((await w.actions()).filter((action) => action === 'payment.reversed')).toHaveLength(1);
    await expect(w.refund.run(FINANCE, paymentId, { reason: 'Na storno', idempotencyKey: key() })).rejects.toMatchObject({ code: 'not_refundable', details: { why: 'reversed' } });
  });

  it('is recorded once from the gateway’s chargeback, however often its webhook comes, by the system', async () => {
    const { paymentId, ref } = await w.paid(anna, { amount: 1000, credits: 100 });
    await w.applyGatewayStatus.run(ref);
    expect(await w.balanceOf(anna)).toBe(100);
    await w.gateway.chargeBack(ref);
    await w.applyGatewayStatus.run(ref);
    await w.applyGatewayStatus.run(ref);
    expect(await w.balanceOf(anna)).toBe(0);
    await ledgerAgrees(anna);
    expect((await w.show.run(FINANCE, paymentId)).refunds).toEqual([expect.objectContaining({ kind: 'reversal', source: 'gateway', amount: 1000, creditsTaken: 100 })]);
    expect((await w.audit.latest({ limit: 5 })).entries.filter((entry) => entry.action === 'payment.reversed')).toEqual([expect.objectContaining({ who: { system: true }, details: expect.objectContaining({ source: 'sandbox' }) })]);
  });

  it('needs a reason, is finance’s and the admin’s, not found for an unknown payment', async () => {
    const { paymentId } = await w.paid(anna);
    await expect(w.reverse.run(FINANCE, paymentId, { reason: '' })).rejects.toMatchObject({ code: 'invalid_input', field: 'reason' });
    for (const actor of [as('support'), as('moderator'), memberActor(anna), VISITOR]) await expect(w.reverse.run(actor, paymentId, { reason: 'r' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.reverse.run(FINANCE, 'pay_nothing', { reason: 'r' })).rejects.toMatchObject({ code: 'not_found' });
    expect(await w.balanceOf(anna)).toBe(100);
  });
});

describe('the payments list', () => {
  it('is newest first, filtered by status, method, member and address, for finance and the admin only', async () => {
    const bob = await w.add('bob@example.nl', 'Bob');
    const first = await w.paid(anna, { method: 'ideal' });
    const second = await w.paid(bob, { method: 'sdd' });
    expect((await w.list.run(FINANCE, {})).rows.map((row) => row.payment.paymentId)).toEqual([second.paymentId, first.paymentId]);
    expect((await w.list.run(FINANCE, { method: 'sdd' })).rows.map((row) => row.memberEmail)).toEqual(['bob@example.nl']);
    expect((await w.list.run(FINANCE, { email: 'ANNA@' })).rows.map((row) => row.payment.paymentId)).toEqual([first.paymentId]);
    expect((await w.list.run(FINANCE, { memberId: bob })).rows).toHaveLength(1);
    expect((await w.list.run(FINANCE, { status: 'failed' })).rows).toEqual([]);
    await expect(w.list.run(FINANCE, { from: w.now, until: w.now })).rejects.toMatchObject({ field: 'until' });
    for (const actor of [as('support'), as('moderator'), memberActor(anna), VISITOR]) await expect(w.list.run(actor, {})).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.show.run(FINANCE, 'pay_nothing')).rejects.toMatchObject({ code: 'not_found' });
  });
});
