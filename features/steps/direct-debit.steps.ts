import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { normaliseMobile } from '../../domain/direct-debit/mandate';
import { bundlesFor } from '../../domain/payments/bundle';
import { DIRECT_DEBIT } from '../../domain/payments/payment-method';
import type { Payment } from '../../domain/payments/payment';
import { cents, credits as creditsOf, percent } from '../../domain/shared/quantities';
import { errorText } from '../../web/api/error-text';
import { problemFrom } from '../../web/api/problem';
import { catalogueText } from '../support/catalogue';
import type { ChatWorld } from '../support/world';

const DAY = 24 * 3600_000;

/** What the direct-debit scenarios know besides the world: each member's mobile number and her last order. */
const numbers = new WeakMap<ChatWorld, Map<string, string>>();
const orders = new WeakMap<ChatWorld, Payment>();

const mobileOf = (world: ChatWorld, name: string): string => {
  const mobile = numbers.get(world)?.get(name);
  if (!mobile) throw new Error(`${name} has no mobile number in this scenario`);
  return mobile;
};

const askForCode = async (world: ChatWorld, name: string) =>
  world.app.useCases.directDebit.requestCode.run({ memberId: await world.member(name), domain: world.app.settings.domain, mobile: mobileOf(world, name) });

/** The six digits of the newest SMS to the member's number, as she reads them on her phone. */
const codeFromSms = (world: ChatWorld, name: string): string => {
  const sms = [...world.app.sms.sent].reverse().find((sent) => sent.to === mobileOf(world, name));
  if (!sms) throw new Error(`no SMS was sent to ${name}`);
  return /(\d{6})/.exec(sms.text)![1]!;
};

async function order(world: ChatWorld, name: string, bundleCredits: number, smsCode: string): Promise<void> {
  const bundle = bundlesFor(world.app.settings, 'NL').find((offered) => offered.credits === bundleCredits);
  if (!bundle) throw new Error(`no bundle of ${bundleCredits} credits`);
  const ordered = await world.app.useCases.directDebit.order.run({
    memberId: await world.member(name),
    domain: world.app.settings.domain,
    bundleId: bundle.id,
    smsCode,
    mandate: {
      accountHolder: `${name} de Vries`,
      iban: 'NL91ABNA0417164300',
      street: 'Kerkstraat',
      houseNumber: '12',
      postcode: '1017 GC',
      city: 'Amsterdam',
      mobile: mobileOf(world, name),
    },
  });
  orders.set(world, ordered.payment);
}

const wrongCode = (world: ChatWorld, name: string) => (codeFromSms(world, name) === '000000' ? '111111' : '000000');
const euros = (amount: string) => cents(Math.round(Number(amount) * 100));

Given('direct debit is limited to €{int} in {int} days', function (this: ChatWorld, limit: number, days: number) {
  assert.equal(days, 30, 'the window is 30 days');
  this.app.siteSettings.set('direct_debit_limit_cents', limit * 100);
});

Given('{member} is a member in the Netherlands with mobile number {word}', async function (this: ChatWorld, name: string, typed: string) {
  await this.member(name, { country: 'NL' });
  const mobile = normaliseMobile(typed);
  assert.ok(mobile, `${typed} is a mobile number`);
  if (!numbers.has(this)) numbers.set(this, new Map());
  numbers.get(this)!.set(name, mobile);
});

/** The number as the use case gets it: the edge's shape check (bff/contract) turns some away before; the domain refuses every one itself. */
Given(/^(\w+) gives (\+\d+) as her mobile number, (?:.+)$/, async function (this: ChatWorld, name: string, typed: string) {
  await this.member(name, { country: 'NL' });
  if (!numbers.has(this)) numbers.set(this, new Map());
  numbers.get(this)!.set(name, normaliseMobile(typed) ?? typed);
});

const COUNTRY_CODES: Readonly<Record<string, string>> = { 'the Netherlands': 'NL', Belgium: 'BE', Germany: 'DE' };

Given(/^the site serves (only )?(.+)$/, function (this: ChatWorld, _only: string | undefined, names: string) {
  const countries = names.split(/, | and /).map((country) => COUNTRY_CODES[country]);
  assert.ok(countries.every(Boolean), `unknown country in ${names}`);
  this.app.siteSettings.set('countries', countries as string[]);
});

Given("the site's support phone is {string}", function (this: ChatWorld, phone: string) {
  this.app.siteSettings.set('support_phone', phone);
});

Given('{member} is blocked for direct debit', async function (this: ChatWorld, name: string) {
  this.app.directDebitBlocks.block(await this.member(name));
});

Given('{member} ordered €{word} by direct debit {int} days ago', async function (this: ChatWorld, name: string, amount: string, days: number) {
  const at = new Date(this.app.clock.now().getTime() - days * DAY);
  this.app.store.data.payments.push({
    paymentId: `DD-EARLIER${days}`, memberId: await this.member(name), domain: this.app.settings.domain, bundleId: 3, credits: creditsOf(300),
    listAmount: euros(amount), amount: euros(amount), currency: 'EUR', method: DIRECT_DEBIT, status: 'completed', provider: 'direct_debit',
    providerRef: null, checkoutUrl: null, discountCode: null, discountPercentage: percent(0), consentAt: at, createdAt: at, updatedAt: at, paidAt: at,
  });
});

When('{member} asks/asked for an SMS code', async function (this: ChatWorld, name: string) {
  await askForCode(this, name);
});

When('{member} asks for an SMS code {int} times', async function (this: ChatWorld, name: string, times: number) {
  for (let i = 0; i < times; i += 1) await askForCode(this, name);
});

When('{member} tries to ask for an SMS code', async function (this: ChatWorld, name: string) {
  await this.attempt(() => askForCode(this, name));
});

When('{member} orders the bundle of {int} credits by direct debit with the code from her SMS', async function (this: ChatWorld, name: string, bundle: number) {
  await order(this, name, bundle, codeFromSms(this, name));
});

When('{member} tries to order the bundle of {int} credits by direct debit with the code from her SMS', async function (this: ChatWorld, name: string, bundle: number) {
  await this.attempt(() => order(this, name, bundle, codeFromSms(this, name)));
});

When('{member} tries to order the bundle of {int} credits by direct debit with a wrong code', async function (this: ChatWorld, name: string, bundle: number) {
  await this.attempt(() => order(this, name, bundle, wrongCode(this, name)));
});

When(
  '{member} tries to order the bundle of {int} credits by direct debit with a wrong code {int} times',
  async function (this: ChatWorld, name: string, bundle: number, times: number) {
    for (let i = 0; i < times; i += 1) {
      await this.attempt(() => order(this, name, bundle, wrongCode(this, name)));
      assert.equal(this.refusal?.code, 'sms_code_invalid');
    }
  },
);

When(
  "{member} tries to order the bundle of {int} credits by direct debit with {member}'s code",
  async function (this: ChatWorld, name: string, bundle: number, other: string) {
    await this.attempt(() => order(this, name, bundle, codeFromSms(this, other)));
  },
);

Then(
  '{member} can order the bundle of {int} credits by direct debit with the same code, since €{word} stays within €{int}',
  async function (this: ChatWorld, name: string, bundle: number, total: string, limit: number) {
    assert.ok(euros(total) <= limit * 100);
    const before = await this.app.ledger.sumFor(await this.member(name));
    await order(this, name, bundle, codeFromSms(this, name));
    assert.equal(await this.app.ledger.sumFor(await this.member(name)), before + bundle);
  },
);

Then('{member} reads {string}', function (this: ChatWorld, _name: string, text: string) {
  assert.ok(this.refusal, 'she was refused');
  // As the API answers it (bff/http/error-handler.ts): a field's refusal carries its reason.
  const { code, field, message, details } = this.refusal;
  const problem = problemFrom({ error: code, ...(field ? { field, reason: message } : {}), ...details });
  assert.equal(errorText(catalogueText, problem.code, problem), text);
});

Then('{member} has become a premium member', async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).paidUser, true);
});

Then("{member}'s order is completed, paid by direct debit, for €{word}", function (this: ChatWorld, _name: string, amount: string) {
  const payment = orders.get(this);
  assert.ok(payment, 'she ordered');
  assert.deepEqual(
    { status: payment.status, method: payment.method, amount: payment.amount },
    { status: 'completed', method: 'sdd', amount: euros(amount) },
  );
});

Then('{member} is told live that she now has {int} credits', async function (this: ChatWorld, name: string, balance: number) {
  assert.deepEqual((await this.eventsOf(name)).filter((event) => event.type === 'credits'), [{ type: 'credits', credits: balance }]);
});

Then('{member} receives an SMS on {word} saying {string}', async function (this: ChatWorld, _name: string, typed: string, text: string) {
  const sent = this.app.sms.sent.filter((sms) => sms.to === normaliseMobile(typed));
  assert.equal(sent.length, 1);
  assert.equal(sent[0]!.text.replace(/\d{6}/, '······'), text);
});

Then('{int} SMS was/were sent to {word}', function (this: ChatWorld, count: number, typed: string) {
  assert.equal(this.app.sms.sent.filter((sms) => sms.to === normaliseMobile(typed)).length, count);
});

Then('no SMS was sent', function (this: ChatWorld) {
  assert.deepEqual(this.app.sms.sent, []);
});

