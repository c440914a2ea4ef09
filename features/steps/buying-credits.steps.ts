import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { cents, credits } from '../../domain/shared/quantities';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import type { SandboxOutcome } from '../../domain/payments/sandbox';
import type { ChatWorld } from '../support/world';

const METHODS: Readonly<Record<string, PaymentMethod>> = { iDEAL: 'ideal', creditcard: 'creditcard', PayPal: 'paypal', 'direct debit': 'sdd' };
const OUTCOMES: Readonly<Record<string, SandboxOutcome | 'expired'>> = { paid: 'paid', pending: 'pending', failed: 'failed', cancelled: 'canceled', expired: 'expired' };

/** The bundle named by its credits ("120 credits"), set to the price the scenario gives. */
Given('the bundle {string} costs € {int},{int}', function (this: ChatWorld, name: string, euros: number, centsPart: number) {
  const amount = credits(Number.parseInt(name, 10));
  this.app.siteSettings.set('credit_bundles', [{ id: 2, credits: amount, amount_cents: cents(euros * 100 + centsPart), currency: 'EUR', countries: [] }]);
});

Given('{member} is a free member with no credits', async function (this: ChatWorld, name: string) {
  await this.member(name, { credits: 0, paidUser: false });
});

Given('{member} is a premium member with {int} credits', async function (this: ChatWorld, name: string, amount: number) {
  await this.member(name, { credits: amount, paidUser: true });
});

async function buy(world: ChatWorld, name: string, bundle: string, method: string) {
  const id = await world.member(name);
  const offered = world.app.settings.credit_bundles.find((b) => b.credits === Number.parseInt(bundle, 10));
  assert.ok(offered, `no bundle ${bundle}`);
  return world.app.startCheckout.run({ memberId: id, domain: world.app.settings.domain, bundleId: offered.id, method: METHODS[method]! });
}

When('{member} buys the bundle {string} with {word}', async function (this: ChatWorld, name: string, bundle: string, method: string) {
  this.lastCheckout = await buy(this, name, bundle, method);
});

When('{member} tries to buy the bundle {string} with direct debit at the provider', async function (this: ChatWorld, name: string, bundle: string) {
  await this.attempt(() => buy(this, name, bundle, 'direct debit'));
});

Then('{member} is told to choose another payment method', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, 'method');
});

const providerRef = (world: ChatWorld) => {
  const ref = world.lastCheckout?.payment.providerRef;
  assert.ok(ref, 'no payment was started');
  return ref;
};

/** The provider's reference of the newest payment of a member: in a scenario with several members, hers. */
async function newestProviderRef(world: ChatWorld, name: string): Promise<string> {
  const [newest] = await world.app.memberPayments.all(await world.member(name));
  assert.ok(newest?.providerRef, `${name} has started no payment`);
  return newest.providerRef;
}

When("the payment provider says {member}'s payment is {word}", async function (this: ChatWorld, name: string, outcome: string) {
  const ref = await newestProviderRef(this, name);
  await this.app.paymentGateway.decide(ref, OUTCOMES[outcome]!);
  await this.app.applyGatewayStatus.run(ref);
});

When('the payment provider says it again', async function (this: ChatWorld) {
  await this.app.applyGatewayStatus.run(providerRef(this));
});

When('{member} pays at the provider but its notification is lost', async function (this: ChatWorld, _name: string) {
  await this.app.paymentGateway.decide(providerRef(this), 'paid');
});

When('ten minutes have passed and the open payments are checked', async function (this: ChatWorld) {
  this.app.clock.advance(10 * 60 * 1000 + 1);
  await this.app.sweepUnsettledPayments.run();
});

Given('{member} bought the bundle {string} with {word} before', async function (this: ChatWorld, name: string, bundle: string, method: string) {
  const started = await buy(this, name, bundle, method);
  await this.app.paymentGateway.decide(started.payment.providerRef!, 'paid');
  await this.app.applyGatewayStatus.run(started.payment.providerRef!);
});

When('{member} repeats her/his last order', async function (this: ChatWorld, name: string) {
  this.lastCheckout = await this.app.repeatOrder.run(await this.member(name), this.app.settings.domain);
});

Then('a new order of the bundle {string} with {word} is open for {member}', async function (this: ChatWorld, bundle: string, method: string, name: string) {
  const [newest] = await this.app.memberPayments.all(await this.member(name));
  assert.equal(newest?.status, 'open');
  assert.equal(newest?.credits, Number.parseInt(bundle, 10));
  assert.equal(newest?.method, METHODS[method]);
});

Then("{member}'s account is premium now", async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).paidUser, true);
});

Then("{member}'s account is still free", async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).paidUser, false);
});

Then("{member}'s payment is {word}", async function (this: ChatWorld, name: string, status: string) {
  const [newest] = await this.app.memberPayments.all(await this.member(name));
  assert.equal(newest?.status, status);
});

Then('{member} receives the order confirmation by email( once)', async function (this: ChatWorld, name: string) {
  const id = await this.member(name);
  const email = this.stored(id).email;
  const mails = this.app.mailer.sent.filter((mail) => mail.to === email && mail.template === 'payment_confirmation');
  assert.equal(mails.length, 1);
});
