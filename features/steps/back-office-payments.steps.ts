import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { InMemoryDirectDebitBlocks } from '../../adapters/memory/in-memory-direct-debit';
import { operatorActor, operatorId, type Actor } from '../../domain/operators/actor';
import { isOperatorRole } from '../../domain/operators/roles';
import type { MemberId } from '../../domain/shared/ids';
import { credits } from '../../domain/shared/quantities';
import { createPaymentsWorld } from '../../test/support/payments-world';
import nlCore from '../../web/i18n/locales/nl/core.json';

/** features/back-office/refunds.feature and reversals.feature: decision 0076's use cases on the memory adapters. */
interface PaymentsDesk {
  world: ReturnType<typeof createPaymentsWorld>;
  anna?: MemberId;
  payment?: { paymentId: string; ref: string };
  actor?: Actor;
  refusal?: { code?: string; field?: string };
  keys: number;
}
type Scenario = { paymentsDesk?: PaymentsDesk };

const desk = (scenario: Scenario): PaymentsDesk => {
  scenario.paymentsDesk ??= { world: createPaymentsWorld(), keys: 0 };
  return scenario.paymentsDesk;
};
const cents = (euros: string): number => Math.round(Number(euros.replace(/\./g, '').replace(',', '.')) * 100);
const annaOf = async (d: PaymentsDesk): Promise<MemberId> => (d.anna ??= await d.world.add('anna@example.nl', 'Anna'));
const paymentOf = (d: PaymentsDesk) => {
  assert.ok(d.payment, 'Anna has paid');
  return d.payment;
};
const actorOf = (d: PaymentsDesk): Actor => {
  assert.ok(d.actor, 'the scenario has an operator');
  return d.actor;
};
const attempt = async (d: PaymentsDesk, work: () => Promise<unknown>) => {
  d.refusal = undefined;
  try {
    await work();
  } catch (error) {
    d.refusal = error as PaymentsDesk['refusal'];
  }
};
const refund = (d: PaymentsDesk, input: { amount?: number; reason: string }, key = `feature-key-${++d.keys}`) =>
  attempt(d, () => d.world.refund.run(actorOf(d), paymentOf(d).paymentId, { ...input, idempotencyKey: key }));

Given(/^Anna (?:paid|pays) € ([\d.,]+) for (\d+) credits (at the sandbox|by direct debit)$/, async function (this: Scenario, euros: string, amount: string, how: string) {
  const d = desk(this);
  const made = await d.world.paid(await annaOf(d), { amount: cents(euros), credits: Number(amount), method: how === 'by direct debit' ? 'sdd' : 'ideal' });
  d.payment ??= made;
});

Given('Anna has spent {int} of her credits', async function (this: Scenario, amount: number) {
  const d = desk(this);
  await d.world.ledger.record({ memberId: await annaOf(d), amount: credits(-amount), reason: 'message', at: d.world.now });
});

Given('an operator with the role {string} at the payments desk', function (this: Scenario, role: string) {
  assert.ok(isOperatorRole(role));
  desk(this).actor = operatorActor(operatorId(1), role);
});

When("she refunds Anna's payment because {string}", async function (this: Scenario, reason: string) {
  await refund(desk(this), { reason });
});

When(/^she refunds € ([\d.,]+) of Anna's payment because "([^"]*)"$/, async function (this: Scenario, euros: string, reason: string) {
  await refund(desk(this), { amount: cents(euros), reason });
});

When(/^she refunds € ([\d.,]+) of Anna's payment because "([^"]*)" twice with the same form$/, async function (this: Scenario, euros: string, reason: string) {
  const d = desk(this);
  await refund(d, { amount: cents(euros), reason }, 'the-same-form');
  await refund(d, { amount: cents(euros), reason }, 'the-same-form');
});

When("she refunds Anna's payment without a reason", async function (this: Scenario) {
  await refund(desk(this), { reason: '' });
});

When("she marks Anna's payment as reversed because {string}", async function (this: Scenario, reason: string) {
  const d = desk(this);
  await attempt(d, () => d.world.reverse.run(actorOf(d), paymentOf(d).paymentId, { reason }));
});

When("she marks Anna's payment as reversed without a reason", async function (this: Scenario) {
  const d = desk(this);
  await attempt(d, () => d.world.reverse.run(actorOf(d), paymentOf(d).paymentId, { reason: '' }));
});

When(/^the sandbox reports (?:a chargeback of Anna's payment|it again)$/, async function (this: Scenario) {
  const d = desk(this);
  await d.world.gateway.chargeBack(paymentOf(d).ref);
  await d.world.applyGatewayStatus.run(paymentOf(d).ref);
});

Then(/^the sandbox paid Anna back € ([\d.,]+)( once)?$/, function (this: Scenario, euros: string, _once?: string) {
  const d = desk(this);
  assert.deepEqual(
    d.world.gateway.refunds.map((made) => made.amount),
    [cents(euros)],
  );
});

Then('Anna has {int} credits and her credit history adds up to {int}', async function (this: Scenario, balance: number, sum: number) {
  const d = desk(this);
  const anna = await annaOf(d);
  assert.equal(await d.world.balanceOf(anna), balance);
  assert.equal(await d.world.ledger.sumFor(anna), sum);
});

Then("Anna's credit history adds up to {int}", async function (this: Scenario, sum: number) {
  const d = desk(this);
  assert.equal(await d.world.ledger.sumFor(await annaOf(d)), sum);
});

Then('Anna has {int} credits and owes {int} credits', async function (this: Scenario, balance: number, owed: number) {
  const d = desk(this);
  const anna = await annaOf(d);
  assert.equal(await d.world.balanceOf(anna), balance);
  assert.equal(d.world.owedBy(anna), owed);
});

Then(/^€ ([\d.,]+) of the payment can still be refunded$/, async function (this: Scenario, euros: string) {
  const d = desk(this);
  assert.equal((await d.world.show.run(actorOf(d), paymentOf(d).paymentId)).refundable, cents(euros));
});

Then(/^the audit trail says the payment was (refunded|reversed) because "([^"]*)"$/, async function (this: Scenario, what: string, reason: string) {
  const d = desk(this);
  const [newest] = (await d.world.audit.latest({ limit: 1 })).entries;
  assert.equal(newest?.action, `payment.${what}`);
  assert.equal(newest?.target, `payment:${paymentOf(d).paymentId}`);
  assert.equal(newest?.reason, reason);
});

Then(/^the audit trail has one reversal of the payment(, by the system)?$/, async function (this: Scenario, bySystem?: string) {
  const d = desk(this);
  const reversals = (await d.world.audit.latest({ limit: 100 })).entries.filter((entry) => entry.action === 'payment.reversed');
  assert.equal(reversals.length, 1);
  if (bySystem) assert.deepEqual(reversals[0]!.who, { system: true });
});

Then(/^Anna is mailed that her payment was (refunded|reversed)$/, async function (this: Scenario, what: string) {
  const d = desk(this);
  const mails = (await d.world.mails()).flatMap((item) => (item.kind === 'mail' ? [item.mail] : []));
  assert.ok(mails.some((mail) => mail.to === 'anna@example.nl' && mail.template === `payment_${what}`), `a payment_${what} mail to Anna`);
});

Then('Anna is told when she chooses direct debit: {string}', async function (this: Scenario, text: string) {
  const d = desk(this);
  assert.equal(await new InMemoryDirectDebitBlocks(d.world.store).isBlocked(await annaOf(d)), true);
  assert.equal(nlCore['error.code.direct_debit_blocked'], text);
});

Then('the refund is refused naming the field {string}', function (this: Scenario, field: string) {
  const d = desk(this);
  assert.equal(d.refusal?.code, 'invalid_input');
  assert.equal(d.refusal?.field, field);
});

Then(/^the (refund|reversal) is (made|refused)$/, function (this: Scenario, _what: string, outcome: string) {
  const d = desk(this);
  if (outcome === 'made') assert.equal(d.refusal, undefined);
  else assert.equal(d.refusal?.code, 'forbidden');
});
