import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { memberActor, type Actor } from '../../domain/operators/actor';
import type { MemberId } from '../../domain/shared/ids';
import type { StartedCheckout } from '../../domain/payments/start-checkout';
import { PORTS } from '../../bff/wiring/tokens';
import { createInMemoryWorld, WORLD_DOMAIN } from '../../test/support/in-memory-world';

/** features/back-office/discounts.feature: decision 0078's discount codes (and the dashboard) on the memory adapters. */
type World = ReturnType<typeof createInMemoryWorld>;
interface DiscountDesk {
  world: World;
  named: Map<string, MemberId>;
  actor?: Actor;
  checkouts: Map<string, StartedCheckout>;
  refusal?: { code?: string; field?: string; message?: string };
  made?: 'allowed' | 'refused';
}
type Scenario = { discountDesk?: DiscountDesk };

const NOW = new Date('2026-12-07T12:00:00Z');
const desk = (scenario: Scenario): DiscountDesk => {
  scenario.discountDesk ??= { world: createInMemoryWorld({ now: NOW }), named: new Map(), checkouts: new Map() };
  scenarioActor = () => (scenario as { membersDesk?: { actor?: Actor } }).membersDesk?.actor;
  return scenario.discountDesk;
};
const ops = (d: DiscountDesk) => d.world.useCases.operators;
/** The operator of 'an operator of the back office with the role …' (back-office-members.steps.ts). */
let scenarioActor: (() => Actor | undefined) | undefined;
const actorOf = (d: DiscountDesk): Actor => {
  const actor = d.actor ?? scenarioActor?.();
  assert.ok(actor, 'the scenario has an operator');
  return actor;
};
const idOf = (d: DiscountDesk, name: string): MemberId => {
  const id = d.named.get(name);
  assert.ok(id, `no member called ${name}`);
  return id;
};
const attempt = async (d: DiscountDesk, work: () => Promise<unknown>) => {
  d.refusal = undefined;
  try {
    await work();
  } catch (error) {
    d.refusal = error as DiscountDesk['refusal'];
  }
};
// 120 credits is the site's second bundle (€ 19,95).
const BUNDLE_OF: Record<number, number> = { 120: 2 };
const checkout = (d: DiscountDesk, name: string, credits: number, code: string) =>
  d.world.startCheckout.run({ memberId: idOf(d, name), domain: WORLD_DOMAIN, bundleId: BUNDLE_OF[credits]!, method: 'ideal', discountCode: code });
const make = (d: DiscountDesk, code: string, percentage: number, maxUses: number) => ops(d).createDiscountCode.run(actorOf(d), { code, percentage, max_uses: maxUses });
const codeRow = (d: DiscountDesk, code: string) => d.world.container.get(PORTS.discountCodes).find(code);

Given('the members {string}, {string} and {string} who have bought credits before', async function (this: Scenario, first: string, second: string, third: string) {
  const names = [first, second, third];
  const d = desk(this);
  // Paid members: no welcome offer of theirs competes with the code.
  for (const name of names) d.named.set(name, await d.world.addMember({ name, signupDate: new Date(NOW.getTime() - 30 * 86_400_000), paidUser: true }));
});

When(/^she (?:makes|has made) the code "(\w+)" for (\d+)% off, to be used at most (\d+) times$/, async function (this: Scenario, code: string, percentage: string, limit: string) {
  const d = desk(this);
  await attempt(d, () => make(d, code, Number(percentage), Number(limit)));
  d.made = d.refusal ? 'refused' : 'allowed';
});

When('she makes a code with {word} {string}', async function (this: Scenario, field: string, value: string) {
  const d = desk(this);
  const input: Record<string, unknown> = { code: 'GOEDECODE', percentage: 10 };
  input[field] = ['percentage', 'max_uses'].includes(field) ? Number(value) : value;
  await attempt(d, () => ops(d).createDiscountCode.run(actorOf(d), input as never));
});

When('she ends the code {string}', async function (this: Scenario, code: string) {
  const d = desk(this);
  await ops(d).endDiscountCode.run(actorOf(d), code);
});

When(/^she limits the code "(\w+)" to (\d+) uses?$/, async function (this: Scenario, code: string, limit: string) {
  const d = desk(this);
  await attempt(d, () => ops(d).limitDiscountCode.run(actorOf(d), code, Number(limit)));
});

When(/^(\w+) (starts|tries to start) paying for (\d+) credits with the code "(\w+)"$/, async function (this: Scenario, name: string, how: string, credits: string, code: string) {
  const d = desk(this);
  if (how === 'starts') {
    d.checkouts.set(name, await checkout(d, name, Number(credits), code));
    return;
  }
  await attempt(d, () => checkout(d, name, Number(credits), code));
});

When('{word} cancels her payment', async function (this: Scenario, name: string) {
  const d = desk(this);
  const started = d.checkouts.get(name);
  assert.ok(started, `${name} has no checkout`);
  await d.world.paymentGateway.decide(started.payment.providerRef!, 'canceled');
  await d.world.applyGatewayStatus.run(started.payment.providerRef!);
});

Then('{word} can start paying for {int} credits with the code {string}', async function (this: Scenario, name: string, credits: number, code: string) {
  const d = desk(this);
  const started = await checkout(d, name, credits, code);
  assert.equal(started.payment.discountCode, code);
});

Then(/^(\w+)'s order costs € (\d+),(\d\d)$/, function (this: Scenario, name: string, euros: string, cents: string) {
  const d = desk(this);
  assert.equal(d.checkouts.get(name)?.payment.amount, Number(euros) * 100 + Number(cents));
});

Then('the code {string} is used {int} of {int} times', async function (this: Scenario, code: string, uses: number, limit: number) {
  const found = await codeRow(desk(this), code);
  assert.ok(found);
  assert.deepEqual([found.uses, found.maxUses], [uses, limit]);
});

Then(/^(\w+)'s checkout is refused with "([^"]+)"$/, function (this: Scenario, _name: string, text: string) {
  const d = desk(this);
  // 'Code reeds gebruikt' is the catalogue's text of code_used on the field discount_code (SPEC §8).
  assert.equal(text, 'Code reeds gebruikt');
  assert.deepEqual([d.refusal?.code, d.refusal?.field], ['code_used', 'discount_code']);
});

Then(/^(\w+)'s checkout is refused because the code is not valid$/, function (this: Scenario, _name: string) {
  const d = desk(this);
  assert.deepEqual([d.refusal?.code, d.refusal?.field], ['code_invalid', 'discount_code']);
});

Then('she is told the field {string} is wrong', function (this: Scenario, field: string) {
  const d = desk(this);
  assert.deepEqual([d.refusal?.code, d.refusal?.field], ['invalid_input', field]);
});

Then('making the code is {word}', function (this: Scenario, outcome: string) {
  const d = desk(this);
  assert.equal(d.made, outcome);
  if (outcome === 'refused') assert.equal(d.refusal?.code, 'forbidden');
});

Then(/^the audit trail says the code "(\w+)" was (made|ended)$/, async function (this: Scenario, code: string, what: string) {
  const d = desk(this);
  const page = await d.world.container.get(PORTS.auditTrail).latest({ limit: 1 });
  assert.deepEqual([page.entries[0]?.action, page.entries[0]?.target], [what === 'made' ? 'discount.created' : 'discount.ended', `discount:${code}`]);
});

When('Anna has signed up today', async function (this: Scenario) {
  const d = desk(this);
  d.named.set('Anna today', await d.world.addMember({ name: 'Anna', signupDate: NOW }));
});

Then("the dashboard shows her among today's signups", async function (this: Scenario) {
  const d = desk(this);
  const dashboard = await ops(d).showDashboard.run(actorOf(d), { from: '2026-12-07', to: '2026-12-07' });
  assert.equal(dashboard.days[0]?.signups, 1);
});

Then('a member is refused the dashboard', async function (this: Scenario) {
  const d = desk(this);
  await attempt(d, () => ops(d).showDashboard.run(memberActor(idOf(d, 'Anna')), {}));
  assert.equal(d.refusal?.code, 'forbidden');
});
