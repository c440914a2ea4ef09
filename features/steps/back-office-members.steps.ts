import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { operatorActor, operatorId, type Actor } from '../../domain/operators/actor';
import { isOperatorRole } from '../../domain/operators/roles';
import type { MemberId } from '../../domain/shared/ids';
import { credits } from '../../domain/shared/quantities';
import { suspensionHolds } from '../../domain/moderation/suspension';
import { createMemberSupportWorld, type MemberSupportWorld } from '../../test/support/member-support-world';

/** features/back-office/members.feature: decision 0073's member use cases on the memory adapters. */
interface MembersDesk {
  world: MemberSupportWorld;
  named: Map<string, MemberId>;
  actor?: Actor;
  found?: string[];
  seen?: { credits: number; ledgerSum: number };
  refusal?: { code?: string; field?: string };
}
type Scenario = { membersDesk?: MembersDesk };

const desk = (scenario: Scenario): MembersDesk => {
  scenario.membersDesk ??= { world: createMemberSupportWorld(), named: new Map() };
  return scenario.membersDesk;
};
const actorOf = (d: MembersDesk): Actor => {
  assert.ok(d.actor, 'the scenario has an operator');
  return d.actor;
};
const idOf = (d: MembersDesk, name: string): MemberId => {
  const id = d.named.get(name);
  assert.ok(id, `no member called ${name}`);
  return id;
};
const attempt = async (d: MembersDesk, work: Promise<unknown>) => {
  d.refusal = undefined;
  try {
    await work;
  } catch (error) {
    d.refusal = error as MembersDesk['refusal'];
  }
};

Given('the member {string} with the address {string} and {int} credits', async function (this: Scenario, name: string, email: string, amount: number) {
  const d = desk(this);
  const id = await d.world.add(email, name);
  if (amount) await d.world.ledger.record({ memberId: id, amount: credits(amount), reason: 'purchase', at: d.world.now });
  d.named.set(name, id);
});

Given('the member {string} with the address {string} who has not confirmed her address', async function (this: Scenario, name: string, email: string) {
  const d = desk(this);
  d.named.set(name, await d.world.add(email, name, 'not_confirmed'));
});

Given('an operator of the back office with the role {string}', function (this: Scenario, role: string) {
  assert.ok(isOperatorRole(role));
  desk(this).actor = operatorActor(operatorId(1), role);
});

Given('{word} is signed in on {int} devices', async function (this: Scenario, name: string, devices: number) {
  const d = desk(this);
  for (let i = 0; i < devices; i += 1) {
    await d.world.sessions.create(`${name}-${i}`, { memberId: idOf(d, name), expiresAt: new Date(d.world.now.getTime() + 3_600_000) });
  }
});

When('she searches the members for {string}', async function (this: Scenario, q: string) {
  const d = desk(this);
  d.found = (await d.world.find.run(actorOf(d), q)).members.map((m) => m.name);
});

Then('she finds {string}', function (this: Scenario, name: string) {
  assert.deepEqual(desk(this).found, [name]);
});

When("she opens {word}'s account", async function (this: Scenario, name: string) {
  const d = desk(this);
  const view = await d.world.show.run(actorOf(d), idOf(d, name));
  d.seen = { credits: view.member.credits, ledgerSum: view.ledgerSum };
});

Then('she sees {int} credits and a credit history adding up to {int}', function (this: Scenario, balance: number, sum: number) {
  assert.deepEqual(desk(this).seen, { credits: balance, ledgerSum: sum });
});

Then("the newest row of the audit trail says she viewed {word}'s account", async function (this: Scenario, name: string) {
  const d = desk(this);
  const [row] = (await d.world.audit.latest({ limit: 1 })).entries;
  assert.equal(row?.action, 'member.viewed');
  assert.equal(row?.target, `member:${idOf(d, name)}`);
});

When("she corrects {word}'s credits by {int} because {string}", async function (this: Scenario, name: string, amount: number, reason: string) {
  const d = desk(this);
  await attempt(d, d.world.correct.run(actorOf(d), idOf(d, name), { amount, reason }));
});

When("she corrects {word}'s credits by {int} without a reason", async function (this: Scenario, name: string, amount: number) {
  const d = desk(this);
  await attempt(d, d.world.correct.run(actorOf(d), idOf(d, name), { amount, reason: '' }));
});

Then('she is told the field {string} is missing', function (this: Scenario, field: string) {
  assert.deepEqual({ code: desk(this).refusal?.code, field: desk(this).refusal?.field }, { code: 'invalid_input', field });
});

Then('she is told this would take the balance below zero', function (this: Scenario) {
  assert.equal(desk(this).refusal?.code, 'balance_below_zero');
});

Then('the correction is booked', function (this: Scenario) {
  assert.equal(desk(this).refusal, undefined);
});

Then('the correction is refused', function (this: Scenario) {
  assert.equal(desk(this).refusal?.code, 'forbidden');
});

Then("{word}'s balance is {int} credits", async function (this: Scenario, name: string, balance: number) {
  const d = desk(this);
  assert.equal((await d.world.members.findAccount(idOf(d, name)))?.credits, balance);
});

Then("{word}'s credit history has a correction of {int} and adds up to {int}", async function (this: Scenario, name: string, amount: number, sum: number) {
  const d = desk(this);
  const rows = await d.world.ledger.entriesFor(idOf(d, name));
  assert.deepEqual(rows.filter((row) => row.reason === 'correction').map((row) => row.amount), [amount]);
  assert.equal(await d.world.ledger.sumFor(idOf(d, name)), sum);
});

Then('the newest row of the audit trail says her credits were corrected because {string}', async function (this: Scenario, reason: string) {
  const [row] = (await desk(this).world.audit.latest({ limit: 1 })).entries;
  assert.equal(row?.action, 'credits.corrected');
  assert.equal(row?.reason, reason);
});

When("she ends {word}'s sessions", async function (this: Scenario, name: string) {
  const d = desk(this);
  await d.world.endSessions.run(actorOf(d), idOf(d, name));
});

Then('{word} has no sessions open', async function (this: Scenario, name: string) {
  const d = desk(this);
  for (let i = 0; i < 5; i += 1) assert.equal(await d.world.sessions.find(`${name}-${i}`, d.world.now), undefined);
});

When("she sends {word}'s activation mail again", async function (this: Scenario, name: string) {
  const d = desk(this);
  await d.world.resend.run(actorOf(d), idOf(d, name), { domain: 'hartslag.test', linkHours: 48 });
});

Then('an activation mail to {string} waits in the outbox', async function (this: Scenario, to: string) {
  const d = desk(this);
  const queued = await d.world.outbox.claim(d.world.now, 10, 60, 'feature');
  assert.ok(queued.some((row) => row.item.kind === 'mail' && row.item.mail.to === to && row.item.mail.template === 'activation'));
});

// Decision 0072: a moderator suspends a member from her account page, without a report, and lifts it.
const suspend = (d: MembersDesk, name: string, order: { days?: number; reason: string }) => attempt(d, d.world.suspend.run(actorOf(d), idOf(d, name), { ...order, domain: 'hartslag.test' }));

When("she suspends {word} for {int} days because {string}", async function (this: Scenario, name: string, days: number, reason: string) {
  await suspend(desk(this), name, { days, reason });
});

When("she suspends {word} for {int} days without a reason", async function (this: Scenario, name: string, days: number) {
  await suspend(desk(this), name, { days, reason: '' });
});

Given("she suspended {word} for good because {string}", async function (this: Scenario, name: string, reason: string) {
  const d = desk(this);
  await suspend(d, name, { reason });
  assert.equal(d.refusal, undefined);
});

When("she lifts {word}'s suspension because {string}", async function (this: Scenario, name: string, reason: string) {
  const d = desk(this);
  await attempt(d, d.world.liftSuspension.run(actorOf(d), idOf(d, name), { reason, domain: 'hartslag.test' }));
});

Then('{word} is suspended for {int} days and cannot log in', async function (this: Scenario, name: string, days: number) {
  const d = desk(this);
  const id = idOf(d, name);
  assert.equal((await d.world.members.findAccount(id))?.status, 'suspended');
  const suspension = await d.world.suspensions.current(id);
  assert.equal(suspension?.until?.getTime(), d.world.now.getTime() + days * 24 * 3600 * 1000);
  // What the login asks before it lets her in (domain/accounts/log-in.ts): a suspension that holds refuses her.
  assert.ok(suspension && suspensionHolds(suspension, d.world.now));
});

Then('{word} is no longer suspended', async function (this: Scenario, name: string) {
  const d = desk(this);
  assert.equal((await d.world.members.findAccount(idOf(d, name)))?.status, 'active');
  assert.equal(await d.world.suspensions.current(idOf(d, name)), undefined);
});

/** The mails about a lifted suspension (decision 0084) waiting in the outbox for one member. */
async function liftedMailsTo(world: MemberSupportWorld, id: MemberId) {
  const queued = await world.outbox.claim(world.now, 50, 60, 'feature');
  return queued.flatMap((row) => (row.item.kind === 'mail' && row.item.mail.memberId === id && row.item.mail.template === 'member_suspension_lifted' ? [row.item.mail] : []));
}

Then('a mail to {word} in Dutch tells her that a moderator lifted the suspension', async function (this: Scenario, name: string) {
  const d = desk(this);
  const mails = await liftedMailsTo(d.world, idOf(d, name));
  assert.deepEqual(mails.map((mail) => [mail.locale, mail.counts]), [['nl', { early: 1 }]]);
});

Then('a mail to {string} in Dutch tells her she is suspended for {int} days, with the reason', async function (this: Scenario, to: string, days: number) {
  const d = desk(this);
  const queued = await d.world.outbox.claim(d.world.now, 10, 60, 'feature');
  const mails = queued.flatMap((row) => (row.item.kind === 'mail' && row.item.mail.to === to ? [row.item.mail] : []));
  assert.equal(mails.length, 1);
  const [mail] = mails;
  assert.deepEqual([mail?.template, mail?.locale, mail?.counts], ['member_suspended', 'nl', { days }]);
  const [row] = (await d.world.audit.latest({ limit: 1 })).entries;
  assert.deepEqual(mail?.facts, [['', row?.reason]]);
});

Then("the newest row of the audit trail says {word} was suspended because {string}", async function (this: Scenario, name: string, reason: string) {
  const d = desk(this);
  const [row] = (await d.world.audit.latest({ limit: 1 })).entries;
  assert.deepEqual([row?.action, row?.target, row?.reason], ['member.suspended', `member:${idOf(d, name)}`, reason]);
});

Then("the newest row of the audit trail says {word}'s suspension was lifted because {string}", async function (this: Scenario, name: string, reason: string) {
  const d = desk(this);
  const [row] = (await d.world.audit.latest({ limit: 1 })).entries;
  assert.deepEqual([row?.action, row?.target, row?.reason], ['member.suspension_lifted', `member:${idOf(d, name)}`, reason]);
});

Then('the suspension is in force', async function (this: Scenario) {
  const d = desk(this);
  assert.equal(d.refusal, undefined);
  assert.equal((await d.world.members.findAccount(idOf(d, 'Anna')))?.status, 'suspended');
});

Then('the suspension is refused', async function (this: Scenario) {
  const d = desk(this);
  assert.equal(d.refusal?.code, 'forbidden');
  assert.equal((await d.world.members.findAccount(idOf(d, 'Anna')))?.status, 'active');
});
