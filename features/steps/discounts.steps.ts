import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { InMemoryDiscountRedemptions } from '../../adapters/memory/in-memory-payments';
import { isWelcomeOffer } from '../../domain/discounts/code-reservation';
import type { AppliedDiscount, DiscountCode } from '../../domain/discounts/discount';
import { secondsLeft, timeBonusCountdown, windowOpen } from '../../domain/discounts/time-bonus';
import { timeBonusEnd } from '../../domain/discounts/time-bonus-visibility';
import { bundlesFor } from '../../domain/payments/bundle';
import { cents, percent } from '../../domain/shared/quantities';
import type { ChatWorld } from '../support/world';
import { aDiscountCode } from '../../test/support/discount-code-mother';

/** What the last payment with a code got: the discount applied. */
const applied = new WeakMap<ChatWorld, AppliedDiscount>();

const discounts = (world: ChatWorld) => world.app.useCases.discounts.resolveDiscount;
const activeOf = async (world: ChatWorld, name: string) => discounts(world).active(await world.member(name), world.app.settings.domain);

const METHODS: Readonly<Record<string, string>> = { iDEAL: 'ideal', PayPal: 'paypal', creditcard: 'creditcard', Bancontact: 'bancontact' };

/** Checkout's question for an order of `credits` paid with `method` (the lead's StartCheckout asks the same). */
async function pay(world: ChatWorld, name: string, code: string, credits = 120, method = 'iDEAL'): Promise<AppliedDiscount> {
  const memberId = await world.member(name);
  const country = world.stored(memberId).profile.country;
  const bundle = bundlesFor(world.app.settings, country).find((offered) => offered.credits === credits);
  assert.ok(bundle, `no bundle of ${credits} credits is sold in ${country}`);
  const paymentMethod = METHODS[method];
  assert.ok(paymentMethod, `unknown payment method ${method}`);
  return discounts(world).resolve({
    memberId,
    domain: world.app.settings.domain,
    country,
    code,
    amount: bundle.listAmount,
    currency: bundle.currency,
    method: paymentMethod,
  });
}

Given('{member} has just signed up as a free member', async function (this: ChatWorld, name: string) {
  await this.member(name, { signupDate: this.app.clock.now() });
});

Given('{member} has just signed up as a premium member', async function (this: ChatWorld, name: string) {
  await this.member(name, { signupDate: this.app.clock.now(), paidUser: true });
});

Given('{member} is a free member from the Netherlands', async function (this: ChatWorld, name: string) {
  await this.member(name, { country: 'NL' });
});

When('{int} second(s) has/have passed', function (this: ChatWorld, seconds: number) {
  this.app.clock.advance(seconds * 1000);
});

// '{int} hours have passed' is the activation steps' (the same clock).
When('an hour has passed', function (this: ChatWorld) {
  this.app.clock.advance(3_600_000);
});

Given('{member} has used the code {word} before', async function (this: ChatWorld, name: string, code: string) {
  const memberId = await this.member(name);
  await new InMemoryDiscountRedemptions(this.app.store).redeem({ code, memberId, paymentId: `P-${name}-${code}`, welcome: isWelcomeOffer(code), at: this.app.clock.now() });
});

Given('the site gives a welcome discount of {int}% for {int} hours', function (this: ChatWorld, percentage: number, hours: number) {
  this.app.siteSettings.set('welcome_discount_percentage', percentage);
  this.app.siteSettings.set('welcome_discount_hours', hours);
});

Given('the site gives no welcome discount', function (this: ChatWorld) {
  this.app.siteSettings.set('welcome_discount_percentage', 0);
});

const COUNTRIES: Readonly<Record<string, string>> = { Belgium: 'BE', 'the Netherlands': 'NL' };

/** A code's limit in the product owner's words. */
async function limited(world: ChatWorld, limit: string): Promise<Partial<DiscountCode>> {
  const now = world.app.clock.now().getTime();
  if (limit === 'to be used once') return { validity: 'once' };
  if (limit === 'switched off') return { status: 'disabled' };
  if (limit === 'that expired a minute ago') return { expiresAt: new Date(now - 60_000) };
  if (limit === 'that expires in a minute') return { expiresAt: new Date(now + 60_000) };
  if (limit === 'in pounds') return { currency: 'GBP' };
  const minimum = /^for orders of (\d+) euros and more$/.exec(limit);
  if (minimum) return { minimumOrder: cents(Number(minimum[1]) * 100) };
  const only = /^for (.+) only$/.exec(limit);
  assert.ok(only, `unknown limit of a code: ${limit}`);
  const who = only[1]!;
  if (COUNTRIES[who]) return { country: COUNTRIES[who] };
  if (METHODS[who]) return { paymentMethods: [METHODS[who] as 'paypal'] };
  return { memberId: await world.member(who) };
}

async function siteHasCode(world: ChatWorld, code: string, percentage: number, changes: Partial<DiscountCode> = {}) {
  world.app.discountCodes.add(aDiscountCode({ code, percentage: percent(percentage), ...changes }));
}

Given('the site has the code {word} for {int}% off', async function (this: ChatWorld, code: string, percentage: number) {
  await siteHasCode(this, code, percentage);
});

Given(/^the site has the code (\w+) for (\d+)% off, (.+)$/, async function (this: ChatWorld, code: string, percentage: string, limit: string) {
  await siteHasCode(this, code, Number(percentage), await limited(this, limit));
});

When('{member} pays with the code {word}', async function (this: ChatWorld, name: string, code: string) {
  applied.set(this, await pay(this, name, code));
});

When('{member} pays for {int} credits with {word} with the code {word}', async function (this: ChatWorld, name: string, credits: number, method: string, code: string) {
  applied.set(this, await pay(this, name, code, credits, method));
});

When('{member} tries to pay with the code {word}', async function (this: ChatWorld, name: string, code: string) {
  await this.attempt(() => pay(this, name, code));
});

When('{member} tries to pay for {int} credits with {word} with the code {word}', async function (this: ChatWorld, name: string, credits: number, method: string, code: string) {
  await this.attempt(() => pay(this, name, code, credits, method));
});

Then('{member} gets {int}% off with the code {word}', function (this: ChatWorld, _name: string, percentage: number, code: string) {
  const discount = applied.get(this);
  assert.deepEqual([discount?.code, discount?.percentage, discount?.kind], [code, percentage, 'code']);
});

Then('{member} gets {int}% off as her time bonus', function (this: ChatWorld, _name: string, percentage: number) {
  const discount = applied.get(this);
  assert.deepEqual([discount?.code, discount?.percentage, discount?.kind], ['TIMEBONUS25', percentage, 'time_bonus']);
});

Then('{member} has the time bonus: {int}% off with the code {word}', async function (this: ChatWorld, name: string, percentage: number, code: string) {
  const active = await activeOf(this, name);
  assert.deepEqual([active?.kind, active?.percentage, active?.code], ['time_bonus', percentage, code]);
});

/** The countdown her tab shows, by the rule the browser uses (web/stores/time-bonus.ts): null when none shows. */
async function countdownOf(world: ChatWorld, name: string): Promise<string | null> {
  const memberId = await world.member(name);
  const end = timeBonusEnd(await activeOf(world, name), world.stored(memberId).signupDate);
  const now = world.app.clock.now();
  return end && windowOpen(end, now) ? timeBonusCountdown(secondsLeft(end, now)) : null;
}

Then('the countdown shows {member} {word}', async function (this: ChatWorld, name: string, shown: string) {
  assert.equal(await countdownOf(this, name), shown);
});

Then('{member} sees no countdown', async function (this: ChatWorld, name: string) {
  assert.equal(await countdownOf(this, name), null);
});

Then('{member} has no time bonus', async function (this: ChatWorld, name: string) {
  assert.notEqual((await activeOf(this, name))?.kind, 'time_bonus');
});

Then("{member}'s discount is the time bonus of {int}%", async function (this: ChatWorld, name: string, percentage: number) {
  const active = await activeOf(this, name);
  assert.deepEqual([active?.kind, active?.code, active?.percentage], ['time_bonus', 'TIMEBONUS25', percentage]);
});

Then("{member}'s discount is the welcome discount of {int}%", async function (this: ChatWorld, name: string, percentage: number) {
  const active = await activeOf(this, name);
  assert.deepEqual([active?.kind, active?.percentage], ['welcome', percentage]);
});

Then('{member} can pay with the code {word} for {int}% off', async function (this: ChatWorld, name: string, code: string, percentage: number) {
  const discount = await pay(this, name, code);
  assert.deepEqual([discount.code, discount.percentage], [code, percentage]);
});

Then('{member} has no discount', async function (this: ChatWorld, name: string) {
  assert.equal(await activeOf(this, name), null);
});

/** A checkout of the bundle of `credits` with iDEAL, with a code or none (decision 0044: the code is held for it). */
async function startPaying(world: ChatWorld, name: string, credits: number, code?: string) {
  const memberId = await world.member(name);
  const bundle = bundlesFor(world.app.settings, world.stored(memberId).profile.country).find((offered) => offered.credits === credits);
  assert.ok(bundle, `no bundle of ${credits} credits is sold`);
  world.lastCheckout = await world.app.startCheckout.run({ memberId, domain: world.app.settings.domain, bundleId: bundle.id, method: 'ideal', ...(code ? { discountCode: code } : {}) });
}

const euroCents = (euros: string, centsPart: string) => Number(euros) * 100 + Number(centsPart);

async function newestPayment(world: ChatWorld, name: string) {
  const [newest] = await world.app.memberPayments.all(await world.member(name));
  assert.ok(newest, `${name} has no payment`);
  return newest;
}

Given(/^([A-Z][a-z]+) (?:has started|starts) paying for (\d+) credits with the code (\w+)$/, async function (this: ChatWorld, name: string, credits: string, code: string) {
  await startPaying(this, name, Number(credits), code);
});

When(/^([A-Z][a-z]+) starts paying for (\d+) credits without a code$/, async function (this: ChatWorld, name: string, credits: string) {
  await startPaying(this, name, Number(credits));
});

When(/^([A-Z][a-z]+) tries to start paying for (\d+) credits with the code (\w+)$/, async function (this: ChatWorld, name: string, credits: string, code: string) {
  await this.attempt(() => startPaying(this, name, Number(credits), code));
});

Then(/^([A-Z][a-z]+)'s order of (\d+) credits costs € (\d+),(\d\d)$/, async function (this: ChatWorld, name: string, credits: string, euros: string, centsPart: string) {
  const order = await newestPayment(this, name);
  assert.deepEqual([order.credits, order.amount, order.status], [Number(credits), euroCents(euros, centsPart), 'open']);
});

Then(/^([A-Z][a-z]+) paid € (\d+),(\d\d) for (\d+) credits$/, async function (this: ChatWorld, name: string, euros: string, centsPart: string, credits: string) {
  const paid = (await this.app.memberPayments.all(await this.member(name))).filter((payment) => payment.status === 'completed');
  assert.deepEqual(
    paid.map((payment) => [payment.amount, payment.credits]),
    [[euroCents(euros, centsPart), Number(credits)]],
  );
});

Given("the site has lost track of the code {member}'s order holds", async function (this: ChatWorld, name: string) {
  const order = await newestPayment(this, name);
  const before = this.app.store.data.redemptions.length;
  this.app.store.data.redemptions = this.app.store.data.redemptions.filter((held) => held.paymentId !== order.paymentId);
  assert.equal(this.app.store.data.redemptions.length, before - 1, `${name}'s order held no code`);
});
